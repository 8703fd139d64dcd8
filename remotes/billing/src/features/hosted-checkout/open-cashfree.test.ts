import { describe, expect, it } from 'vitest';
import { cashfreeMode } from './open-cashfree';

describe('cashfreeMode', () => {
  it.each([
    [{ enabled: true, appid: 'TEST1234567' }, 'sandbox'],
    [{ enabled: true, appid: 'cf_test_mock_nebula' }, 'sandbox'],
    [{ enabled: true, appid: null }, 'sandbox'],
    [{ enabled: true, appid: '9876543abc' }, 'production'],
  ] as const)('%j → %s', (settings, mode) => {
    expect(cashfreeMode(settings)).toBe(mode);
  });
});
