import { describe, expect, it } from 'vitest';
import type { Rank } from '@panel/api/contract';
import { shouldShowChangelog } from './changelog-dialog-rule';

const CURRENT = '2.4.0';

describe('shouldShowChangelog (spec section 4 step 5)', () => {
  it.each([
    ['ADMIN', 'same', CURRENT, false],
    ['ADMIN', 'different', '2.3.0', true],
    ['ADMIN', 'null', null, true],
    ['STAFF', 'same', CURRENT, false],
    ['STAFF', 'different', '2.3.0', true],
    ['STAFF', 'null', null, true],
    ['USER', 'same', CURRENT, false],
    ['USER', 'different', '2.3.0', false],
    ['USER', 'null', null, false],
  ] as [Rank, string, string | null, boolean][])('%s with a %s stored version → %s', (rank, _label, stored, expected) => {
    expect(shouldShowChangelog({ rank }, CURRENT, stored)).toBe(expected);
  });

  it('never shows without a signed-in user', () => {
    expect(shouldShowChangelog(null, CURRENT, null)).toBe(false);
  });
});
