import { describe, expect, it } from 'vitest';
import { withCurrentSeedTime } from './seed-time.mjs';

describe('the seed time of a mock API serving a person', () => {
  it('is the hour it starts', () => {
    const env = withCurrentSeedTime({ PATH: '/bin' }, Date.parse('2027-03-04T15:42:10Z'));
    expect(env).toEqual({ PATH: '/bin', MOCK_SEED_NOW: String(Date.parse('2027-03-04T15:00:00Z')) });
  });

  it('keeps one already set', () => {
    const env = { MOCK_SEED_NOW: '2026-11-20T10:00:00Z' };
    expect(withCurrentSeedTime(env, Date.parse('2027-03-04T15:42:10Z'))).toBe(env);
  });
});
