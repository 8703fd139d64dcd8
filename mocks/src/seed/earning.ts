import type { EarningMethods } from '@panel/api/contract';
import type { AdventCalendar } from '../domain/state';

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
