import type { EarningMethods } from '@panel/api/contract';
import type { CoinMovement } from '../contract/wire-types';
import type { AdventCalendar, JfrListingDoc } from '../domain/state';
import { DEMO_USERS } from '../seed';
import { SEED_CODES } from './content';
import { hoursFromSeed, SEED_NOW } from './reference-time';
import { generatedUserId } from './users';

export const SEED_EARNING_METHODS = { discord: 'earn-discord', survey: 'earn-survey' } as const;

export function seedEarningMethods(): EarningMethods {
  return {
    other: [
      { _id: SEED_EARNING_METHODS.survey, name: 'Answer the monthly survey', link: 'https://survey.nebula-hosting.example', reward: 25, clicks: 112 },
      { _id: SEED_EARNING_METHODS.discord, name: 'Join our Discord', link: 'https://discord.gg/nebula-example', reward: 10, clicks: 340 },
    ],
    linkvertise: { enabled: true, userid: '482913', reward: 5, dailyLimit: 10 },
    jfr: { enabled: true, minMembers: 10, maxMembers: 500, minReward: 1, maxReward: 20, pricePerRewardUnit: 0.002, pricePerMember: 0.01, payment: 'balance' },
  };
}

/** 24 days; every seventh and the last give more. */
export function seedAdventCalendar(): AdventCalendar {
  return {
    timezone: 'UTC',
    background: null,
    days: Array.from({ length: 24 }, (_, index) => {
      const day = index + 1;
      return {
        title: `Day ${day}`,
        description: day === 24 ? 'The last door: the biggest reward.' : `Behind door ${day}: coins for your servers.`,
        image: null,
        reward: day === 24 ? 250 : day % 7 === 0 ? 50 : 20,
      };
    }),
  };
}

export const SEED_JFR = { gamers: 'jfr-gamers-lounge', builders: 'jfr-builders-guild', customer: 'jfr-casey-community', customerUnpaid: 'jfr-casey-events' } as const;

/** Two open listings by players (one the customer joined already), the customer's own, and one waiting for its invoice. */
export function seedJfrListings(): JfrListingDoc[] {
  const listing = (doc: Pick<JfrListingDoc, '_id' | 'uid' | 'invite' | 'members' | 'coins' | 'joinedBy' | 'invoice'> & { name: string; active?: boolean }): JfrListingDoc => ({
    _id: doc._id,
    uid: doc.uid,
    guild: `9${doc._id.length}${'4'.repeat(16)}`,
    invite: doc.invite,
    members: doc.members,
    coins: doc.coins,
    active: doc.active ?? true,
    info: { name: doc.name, icon: null },
    lastDataRefresh: hoursFromSeed(-2),
    invoice: doc.invoice,
    joinedBy: doc.joinedBy,
  });
  const players = (from: number, count: number) => Array.from({ length: count }, (_, index) => generatedUserId(from + index));
  return [
    listing({ _id: SEED_JFR.gamers, uid: generatedUserId(12), invite: 'gamers-lounge', members: 100, coins: 8, joinedBy: [...players(20, 37), DEMO_USERS.customer.id], invoice: 'inv-jfr-gamers', name: 'Gamers Lounge' }),
    listing({ _id: SEED_JFR.builders, uid: generatedUserId(13), invite: 'builders-guild', members: 50, coins: 4, joinedBy: players(60, 12), invoice: 'inv-jfr-builders', name: 'Builders Guild' }),
    listing({ _id: SEED_JFR.customer, uid: DEMO_USERS.customer.id, invite: 'casey-community', members: 20, coins: 5, joinedBy: players(80, 3), invoice: 'inv-jfr-casey', name: "Casey's Community" }),
    // Opens when the seeded jfr-activation invoice (2.00 = 100 × (0.01 + 5 × 0.002)) is paid.
    listing({ _id: SEED_JFR.customerUnpaid, uid: DEMO_USERS.customer.id, invite: 'casey-events', members: 100, coins: 5, joinedBy: [], invoice: 'inv-jfr-activation', name: 'Casey Events', active: false }),
  ];
}

const DAY = 86_400_000;

/**
 * How the demo customer came by their coins, oldest first, adding up to exactly the coins the seed
 * gives them, so their coin history's running total starts from zero: last season's 24th advent
 * door, a join-for-rewards community they are listed as having joined, the Halloween code they
 * redeemed, then a ways to earn each. Dated days before the seed's reference time, and before the
 * mock's clock when it was seeded (real time then: a scope starts with no clock set), so every
 * movement is in the past and none counts as earned "today".
 */
export function seedCustomerCoinHistory(seededAt: number = Date.now()): CoinMovement[] {
  const before = Math.min(SEED_NOW, seededAt);
  const daysBefore = (days: number, hours = 0) => before - days * DAY + hours * 3_600_000;
  const lastSeason = new Date(before).getUTCFullYear() - 1;
  const earned: Pick<CoinMovement, 'amount' | 'reason' | 'detail' | 'date'>[] = [
    { amount: 250, reason: 'advent', detail: 'Day 24', date: Date.UTC(lastSeason, 11, 24, 19, 5) },
    { amount: 8, reason: 'jfr', detail: 'Gamers Lounge', date: daysBefore(48, 9) },
    { amount: 42, reason: 'coupon', detail: SEED_CODES.redeemedCoupon, date: daysBefore(20, 8) },
    { amount: 25, reason: 'earning', detail: 'Answer the monthly survey', date: daysBefore(9, 10) },
    { amount: 10, reason: 'earning', detail: 'Join our Discord', date: daysBefore(4, 7) },
    { amount: 5, reason: 'earning', detail: 'Link shortener', date: daysBefore(2, 11) },
  ];
  let coins = 0;
  return earned.map((movement, index) => {
    coins += movement.amount;
    return { _id: `coin-seed-customer-${index + 1}`, user: DEMO_USERS.customer.id, ...movement, coins };
  });
}

/** The customer's past movements, and earnings in the hour before the seed's reference time, so the day's leaderboard has names on it. */
export function seedCoinLedger(): CoinMovement[] {
  return [...seedCustomerCoinHistory(), ...seedLeaderboardEarnings()];
}

function seedLeaderboardEarnings(): CoinMovement[] {
  return Array.from({ length: 12 }, (_, index) => {
    const n = index + 30;
    const amount = 10 + ((index * 7) % 40);
    const coins = (n * 37) % 1000;
    return { _id: `coin-seed-${n}`, user: generatedUserId(n), amount, reason: index % 3 === 0 ? 'advent' : 'earning', detail: index % 3 === 0 ? 'Day 1' : 'Join our Discord', date: hoursFromSeed(-1 + index / 60), coins } satisfies CoinMovement;
  });
}
