import { describe, expect, it } from 'vitest';
import type { Settings } from '@panel/api/contract';
import { seasonalLook } from './seasonal';

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
