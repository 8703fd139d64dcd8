// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, SEED_INVOICES } from './seed';
import { installMockApi } from './testing/mock-api';

installMockApi();

describe('handlers in a browser-like environment', () => {
  it('match relative requests resolved against the page origin', async () => {
    expect(location.origin).toBe('http://localhost:3000');
    const response = await fetch(`/api/invoices/${SEED_INVOICES.unpaid}`, {
      headers: { Authorization: `Bearer ${DEMO_USERS.customer.token}` },
    });
    expect(response.status).toBe(200);
    expect((await fetch('/api/')).status).toBe(200);
  });
});
