import { describe, expect, it } from 'vitest';
import { changeLines } from './staff-change-lines';

describe('the lines of a staff change', () => {
  it('shows plain values and only names the rest', () => {
    const lines = changeLines({
      _id: 'a',
      date: 1,
      action: 'edit',
      fields: { balance: { before: 25.5, after: 42 }, limits: { before: { cpu: 1 }, after: { cpu: 2 } }, rank: { before: 'USER', after: 'STAFF' } },
    });
    expect(lines).toEqual([
      { field: 'balance', values: { before: 25.5, after: 42 } },
      { field: 'limits' },
      { field: 'rank', values: { before: 'USER', after: 'STAFF' } },
    ]);
  });

  it('has no line for a change without fields', () => {
    expect(changeLines({ _id: 'b', date: 1, action: 'resend-verification', fields: {} })).toEqual([]);
  });
});
