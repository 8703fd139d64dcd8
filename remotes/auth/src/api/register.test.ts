import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { controlHandlers } from '../../../../mocks/src/control';
import { db, resetDb } from '../../../../mocks/src/db';
import { accountOf } from '../../../../mocks/src/domain/accounts';
import { handlers } from '../../../../mocks/src/handlers';
import { DEMO_USERS } from '../../../../mocks/src/seed';

const server = setupServer(...controlHandlers, ...handlers);
// The API client keeps the `fetch` it finds when it is created: it loads once msw listens.
server.listen({ onUnhandledRequest: 'error' });
const { postRegister } = await import('./register');

afterEach(() => {
  localStorage.clear();
  resetDb();
});
afterAll(() => server.close());

const newUserId = (email: string) => [...db.users.values()].find((user) => user.email === email)?._id ?? '';

describe('postRegister', () => {
  it.each([
    { remembered: 'caseycustomer', referrer: DEMO_USERS.customer.id },
    { remembered: DEMO_USERS.customer.id, referrer: DEMO_USERS.customer.id },
    { remembered: null, referrer: null },
    { remembered: 'x'.repeat(65), referrer: null },
  ])('with $remembered remembered from /join/, the account is referred by $referrer', async ({ remembered, referrer }) => {
    if (remembered) localStorage.setItem('referrer', remembered);
    await postRegister({ email: 'friend@example.test', password: 'galaxy-2026' });
    expect(accountOf(newUserId('friend@example.test')).referrer).toBe(referrer);
  });
});
