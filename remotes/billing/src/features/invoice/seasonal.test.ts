import { describe, expect, it } from 'vitest';
import type { Settings } from '@panel/api/contract';
import { seasonalLook } from './seasonal';
import { formatInvoiceDate } from './format-date';

const theme = (halloween: boolean, advent: boolean, adventBg: string | null = null): Settings['theme'] => ({
  bg: null,
  primary: '#000',
  font: 'Inter',
  halloween,
  christmas: { snow: false, adventBg, theme: advent },
});

describe('seasonalLook', () => {
  it.each([
    ['no season', theme(false, false), { className: '', cobweb: false, background: null }],
    ['halloween hangs the cobweb', theme(true, false), { className: 'seasonal-halloween', cobweb: true, background: null }],
    ['advent with its background', theme(false, true, '/advent.jpg'), { className: 'seasonal-advent', cobweb: false, background: '/advent.jpg' }],
    ['halloween wins when both are on', theme(true, true), { className: 'seasonal-halloween', cobweb: true, background: null }],
  ])('%s', (_, input, expected) => {
    expect(seasonalLook(input)).toEqual(expected);
  });
});

describe('formatInvoiceDate', () => {
  it.each([
    [Date.UTC(2026, 11, 1, 10), '1 December 2026'],
    [0, '—'],
  ])('%s → %s', (epochMs, expected) => {
    expect(formatInvoiceDate(epochMs)).toBe(expected);
  });

  it.each(Array.from({ length: 12 }, (_, month) => new Date(2026, month, month * 2 + 1, 12).getTime()))(
    '%s reads as en-GB day, long month and year would',
    (epochMs) => {
      const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
      expect(formatInvoiceDate(epochMs)).toBe(intl.format(epochMs));
    },
  );
});
