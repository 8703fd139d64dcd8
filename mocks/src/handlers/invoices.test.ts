import { describe, expect, it } from 'vitest';
import type { Config, InvoiceResponse, ListingResponse } from '@panel/api/contract';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';
import { pdfLines } from '../testing/pdf-lines';

installMockApi();

const { customer, nobalance, staff } = DEMO_USERS;

describe('config', () => {
  it('is public and returns the configuration itself', async () => {
    for (const path of ['/api/', '/api']) {
      const response = await call(path);
      expect(response.status).toBe(200);
      const config = (await response.json()) as Config;
      expect(config.currency).toEqual({ name: 'Euro', abbreviation: 'EUR', symbol: '€' });
      expect(config.settings.referrals.minimumReferralsRequiredForCustomLinkByPlan).toEqual({ ALL: 20 });
    }
  });

  it('matches any origin', async () => {
    const response = await fetch('http://example.test:8080/api/');
    expect(response.status).toBe(200);
  });
});

describe('invoices', () => {
  it('returns the invoice wrapped to its owner and to staff', async () => {
    for (const token of [customer.token, staff.token]) {
      const response = await call(`/api/invoices/${SEED_INVOICES.discounted}`, { token });
      const { invoice } = (await response.json()) as InvoiceResponse;
      expect(invoice).toMatchObject({ amount: 7.99, originalAmount: 9.99, discount: { code: 'SPRING20' } });
    }
  });

  it("forbids another customer's invoice and 404s an unknown one", async () => {
    expect((await call(`/api/invoices/${SEED_INVOICES.unpaid}`, { token: nobalance.token })).status).toBe(403);
    expect((await call('/api/invoices/inv-missing', { token: customer.token })).status).toBe(404);
    expect((await call(`/api/invoices/${SEED_INVOICES.unpaid}`)).status).toBe(401);
  });

  it('lists the shop', async () => {
    const response = await call('/api/shop/listing', { token: customer.token });
    const { listing } = (await response.json()) as ListingResponse;
    expect(listing.length).toBeGreaterThanOrEqual(5);
    // A non-renewable item with a real cycle: only the renewable flag says it is billed once.
    expect(listing.find((item) => !item.renewable)?.billingCycles).toEqual([720]);
  });

  it.each([
    [SEED_INVOICES.unpaid, 'Billing cycle: Monthly'],
    [SEED_INVOICES.nonRenewable, 'Billing cycle: One-time'],
    [SEED_INVOICES.topup, 'Billing cycle: One-time'],
  ])('the PDF of %s reads %s', async (id, expected) => {
    const response = await call(`/api/invoices/${id}/download`, { token: customer.token });
    expect(pdfLines(await response.arrayBuffer())).toContain(expected);
  });

  it('downloads a PDF with the bearer header, never with a token in the URL', async () => {
    const path = `/api/invoices/${SEED_INVOICES.paidStripe}/download`;
    const response = await call(path, { token: customer.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    expect(new TextDecoder('latin1').decode(bytes)).toContain(`Invoice ${SEED_INVOICES.paidStripe}`);
    expect((await fetch(`${BASE_URL}${path}?token=${customer.token}`)).status).toBe(401);
    expect((await call(path, { token: nobalance.token })).status).toBe(403);
  });
});
