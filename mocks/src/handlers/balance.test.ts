import { describe, expect, it } from 'vitest';
import type { BalancePaymentResponse, InvoiceResponse, User } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const pay = (id: string, token: string = DEMO_USERS.customer.token) => call(`/api/invoices/${id}/pay/balance`, { method: 'POST', token, body: {} });
const balanceOf = (key: keyof typeof DEMO_USERS) => db.users.get(DEMO_USERS[key].id)?.balance;

describe('paying from the account balance', () => {
  it('pays in full when the balance covers what is due, and takes exactly that', async () => {
    const response = await pay(SEED_INVOICES.unpaid);
    expect(response.status).toBe(200);
    const body = (await response.json()) as BalancePaymentResponse;
    expect(body).toMatchObject({ taken: 4.99, balance: 20.51 });
    expect(body.invoice).toMatchObject({ paid: true, received: 4.99, transaction: { method: 'balance' } });
    expect(balanceOf('customer')).toBe(20.51);
  });

  it('pays in part when the balance is smaller: partly paid, the rest due, balance 0', async () => {
    db.users.get(DEMO_USERS.customer.id)!.balance = 3;
    const body = (await (await pay(SEED_INVOICES.unpaid)).json()) as BalancePaymentResponse;
    expect(body).toMatchObject({ taken: 3, balance: 0 });
    expect(body.invoice).toMatchObject({ paid: false, paidpartial: true, received: 3 });
    const user = (await (await call(`/api/user/${DEMO_USERS.customer.id}/info`, { token: DEMO_USERS.customer.token })).json()) as User;
    expect(user.balance).toBe(0);
  });

  it('takes only the remainder of a partly paid invoice', async () => {
    const body = (await (await pay(SEED_INVOICES.partlyPaid)).json()) as BalancePaymentResponse;
    expect(body.taken).toBe(5.49);
    expect(body.invoice).toMatchObject({ paid: true, received: 9.99 });
  });

  it.each([
    ['a top-up', SEED_INVOICES.topup, DEMO_USERS.customer.token, 400],
    ['an empty balance', SEED_INVOICES.noBalanceOwner, DEMO_USERS.nobalance.token, 400],
    ['a paid invoice', SEED_INVOICES.paidStripe, DEMO_USERS.customer.token, 409],
    ["someone else's invoice", SEED_INVOICES.unpaid, DEMO_USERS.nobalance.token, 403],
    ["staff paying a customer's invoice from their own balance", SEED_INVOICES.unpaid, DEMO_USERS.admin.token, 403],
  ])('refuses %s', async (_, id, token, status) => {
    expect((await pay(id, token)).status).toBe(status);
    const { invoice } = (await (await call(`/api/invoices/${id}`, { token: DEMO_USERS.admin.token })).json()) as InvoiceResponse;
    expect(invoice.paid).toBe(id === SEED_INVOICES.paidStripe);
  });

  it('never raises the balance, even for an invoice that holds more than its amount', async () => {
    const invoice = db.invoices.get(SEED_INVOICES.unpaid)!;
    invoice.received = invoice.amount + 10;
    const body = (await (await pay(SEED_INVOICES.unpaid)).json()) as BalancePaymentResponse;
    expect(body).toMatchObject({ taken: 0, balance: 25.5 });
    expect(balanceOf('customer')).toBe(25.5);
  });

  it('takes the balance once for two payments of one invoice at the same moment', async () => {
    const statuses = (await Promise.all([pay(SEED_INVOICES.unpaid), pay(SEED_INVOICES.unpaid)])).map((answer) => answer.status);
    expect(statuses.toSorted()).toEqual([200, 409]);
    expect(balanceOf('customer')).toBe(20.51);
  });

  it('requires a token', async () => {
    expect((await call(`/api/invoices/${SEED_INVOICES.unpaid}/pay/balance`, { method: 'POST', body: {} })).status).toBe(401);
  });
});
