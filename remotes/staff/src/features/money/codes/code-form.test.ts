import { describe, expect, it } from 'vitest';
import { ApiError } from '@panel/api';
import { CODE_PATTERN, expiryDay, expiryOf, generateCode, reductionOf, refusedFields, wholeAtLeastOne } from './code-form';

describe('coupon and discount form rules', () => {
  it('generates codes the server accepts, different each time', () => {
    const codes = new Set(Array.from({ length: 20 }, () => generateCode()));
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
  });

  it('reads whole numbers, reductions and expiry days', () => {
    expect(wholeAtLeastOne('3')).toBe(3);
    expect([wholeAtLeastOne('0'), wholeAtLeastOne('1.5'), wholeAtLeastOne('')]).toEqual([null, null, null]);
    expect([reductionOf('12.5'), reductionOf('100'), reductionOf('0'), reductionOf('101')]).toEqual([12.5, 100, null, null]);
    expect(expiryOf('')).toBeNull();
    expect(expiryOf('2026-12-31')).toBe(Date.UTC(2026, 11, 31, 23, 59, 59, 999));
    expect(expiryOf('soon')).toBeUndefined();
    expect(expiryDay(Date.UTC(2026, 11, 31, 23, 59, 59, 999))).toBe('2026-12-31');
    expect(expiryDay(null)).toBe('');
  });

  it('names the refused fields of a 400 by the form’s field names', () => {
    const body = { message: 'x', fields: [{ field: 'body.data.code', message: 'is already used by another code' }, { field: 'body.coins', message: 'must be >= 1' }] };
    expect(refusedFields(new ApiError(400, 'x', body))).toEqual({ code: 'is already used by another code', coins: 'must be >= 1' });
    expect(refusedFields(new ApiError(403, 'Admin only', { message: 'Admin only' }))).toBeNull();
    expect(refusedFields(new ApiError(400, 'x', { message: 'x' }))).toBeNull();
  });
});
