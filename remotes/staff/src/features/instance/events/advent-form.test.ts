import { describe, expect, it } from 'vitest';
import { calendarOf, isMonthDay, type AdventDraft } from './advent-form';

const draft = (startsOn: string): AdventDraft => ({
  timezone: 'UTC',
  background: '',
  startsOn,
  days: Array.from({ length: 24 }, (_, index) => ({ title: `Day ${index + 1}`, description: '', image: '', reward: '5' })),
});

describe('the advent season’s first day', () => {
  it.each([['12-01', true], ['02-28', true], ['02-29', false], ['13-01', false], ['1-12', false], ['12-32', false]])('%s is a day of every year: %s', (text, expected) => {
    expect(isMonthDay(text)).toBe(expected);
  });

  it('goes with the calendar, or is refused on its field', () => {
    expect(calendarOf(draft('12-20'))).toMatchObject({ calendar: { startsOn: '12-20' } });
    expect(calendarOf(draft('31-12'))).toEqual({ problems: { startsOn: 'startsOn' } });
  });
});
