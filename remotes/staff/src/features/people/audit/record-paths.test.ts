import { describe, expect, it } from 'vitest';
import { dateRangeWhere, recordPath, showValue } from './record-paths';

describe('audit log helpers', () => {
  it('links a record to its page, or nowhere', () => {
    expect(recordPath('users', 'u 1')).toBe('/staff/users/u%201');
    expect(recordPath('invoices', 'inv-1')).toBe('/invoice/inv-1');
    expect(recordPath('itemNotes', 'n1')).toBeNull();
  });

  it('turns typed days into an inclusive range of epoch ms', () => {
    expect(dateRangeWhere('', '')).toEqual([]);
    expect(dateRangeWhere('2026-11-01', '')).toEqual([`date>=${Date.UTC(2026, 10, 1)}`]);
    expect(dateRangeWhere('', '2026-11-01')).toEqual([`date<=${Date.UTC(2026, 10, 2) - 1}`]);
  });

  it('shows values on one line', () => {
    expect(showValue(null, '-')).toBe('-');
    expect(showValue(42, '-')).toBe('42');
    expect(showValue({ reason: 'x' }, '-')).toBe('{"reason":"x"}');
  });
});
