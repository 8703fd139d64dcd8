import type { EarningMethods } from '@panel/api/contract';
import type { CoinMovement } from '../contract/wire-types';
import type { AdventCalendar, JfrListingDoc } from '../domain/state';
import { DEMO_USERS } from '../seed';
import { hoursFromSeed } from './reference-time';
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

/** Earnings in the hour before the seed's reference time, so the day's leaderboard has names on it. */
export function seedCoinLedger(): CoinMovement[] {
  return Array.from({ length: 12 }, (_, index) => {
    const n = index + 30;
    const amount = 10 + ((index * 7) % 40);
    const coins = (n * 37) % 1000;
    return { _id: `coin-seed-${n}`, user: generatedUserId(n), amount, reason: index % 3 === 0 ? 'advent' : 'earning', detail: index % 3 === 0 ? 'Day 1' : 'Join our Discord', date: hoursFromSeed(-1 + index / 60), coins } satisfies CoinMovement;
  });
}
