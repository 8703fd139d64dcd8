import { describe, expect, it } from 'vitest';
import { now } from './clock';
import { resetDb } from './db';
import { call, installMockApi } from './testing/mock-api';

installMockApi();

describe('mock clock', () => {
  it('pins now() until {"now": null} or a reset brings real time back', async () => {
    const pinned = Date.parse('2026-12-24T08:00:00Z');
    expect((await call('/api/__mock/clock', { method: 'POST', body: { now: pinned } })).status).toBe(204);
    expect(now()).toBe(pinned);
    await call('/api/__mock/clock', { method: 'POST', body: { now: null } });
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
    await call('/api/__mock/clock', { method: 'POST', body: { now: pinned } });
    resetDb();
    expect(now()).not.toBe(pinned);
  });

  it.each([[{ now: 'tomorrow' }], [{ now: 1, speed: 2 }], [{}]])('refuses %j with 400', async (body) => {
    expect((await call('/api/__mock/clock', { method: 'POST', body })).status).toBe(400);
  });
});
