import { createHash } from 'node:crypto';
import type { Article, Coupon, DiscountCode, ItemNote, SidebarLink } from '@panel/api/contract';
import type { StoredApiKey } from '../domain/state';
import { DEMO_USERS } from '../seed';
import { daysFromSeed } from './reference-time';

export const SEED_CODES = { activeCoupon: 'WELCOME100', expiredCoupon: 'SUMMER50', redeemedCoupon: 'HALLOWEEN', discount: 'SPRING20', expiredDiscount: 'BLACKFRIDAY' } as const;

/** The demo API key's secret; only its hash is stored, as a real backend keeps it. */
export const DEMO_API_KEY_SECRET = 'pk_demo_0123456789abcdef';
export const hashApiKey = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function seedArticles(): Article[] {
  return [
    { _id: 'art-welcome', title: 'Welcome to Nebula Hosting', slug: 'welcome', image: null, content: '# Welcome\n\nCreate your first server from the home page.', author: DEMO_USERS.admin.id, published: daysFromSeed(-60), edited: daysFromSeed(-2) },
    { _id: 'art-coins', title: 'Earning and spending coins', slug: 'coins', image: null, content: 'Coins renew servers in **Frankfurt** and buy resources in the coin shop.', author: DEMO_USERS.staff.id, published: daysFromSeed(-10), edited: null },
  ];
}

export function seedCoupons(): Coupon[] {
  return [
    { _id: 'coupon-welcome', code: SEED_CODES.activeCoupon, coins: 100, maxClaims: 500, expires: daysFromSeed(60), createdBy: DEMO_USERS.admin.id, redeemed: [DEMO_USERS.nobalance.id] },
    { _id: 'coupon-summer', code: SEED_CODES.expiredCoupon, coins: 50, maxClaims: 100, expires: daysFromSeed(-80), createdBy: DEMO_USERS.admin.id, redeemed: [] },
    // Redeemed by the customer on Halloween (their coin history says so), expired since.
    { _id: 'coupon-halloween', code: SEED_CODES.redeemedCoupon, coins: 42, maxClaims: 250, expires: daysFromSeed(-18), createdBy: DEMO_USERS.admin.id, redeemed: [DEMO_USERS.customer.id] },
  ];
}

export function seedDiscounts(): DiscountCode[] {
  return [
    { _id: 'discount-spring', code: SEED_CODES.discount, reduction: 20, maxClaims: 100, expires: daysFromSeed(90), redeemed: [DEMO_USERS.customer.id], allowedPlans: ['plan-mc-starter', 'plan-mc-pro'], recurrent: true },
    { _id: 'discount-black-friday', code: SEED_CODES.expiredDiscount, reduction: 50, maxClaims: 10, expires: daysFromSeed(-1), redeemed: [], allowedPlans: [], recurrent: false },
  ];
}

export function seedSidebarLinks(): SidebarLink[] {
  return [
    { _id: 'link-status', text: 'Status', link: 'https://status.nebula-hosting.example' },
    { _id: 'link-profile', text: 'My public profile', link: 'https://nebula-hosting.example/u/%USER.username%' },
  ];
}

export function seedApiKeys(): StoredApiKey[] {
  return [{ _id: 'key-billing-sync', name: 'Billing sync', created: daysFromSeed(-120), lastUsed: daysFromSeed(-1), secretHash: hashApiKey(DEMO_API_KEY_SECRET) }];
}

export function seedItemNotes(): ItemNote[] {
  return [{ _id: 'note-banned', item: DEMO_USERS.banned.id, author: DEMO_USERS.staff.id, content: 'Three chargebacks in October; see the invoices.', date: daysFromSeed(-18) }];
}
