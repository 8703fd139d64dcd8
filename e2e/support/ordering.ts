import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../mocks/src/seed';
import type { MockApi } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from './accessibility';

/** Servers sold by plan (`perServerPlans` off): the /order and /funds routes. */
export async function inPlansMode(mock: MockApi, features: { pspPlansConditions?: boolean } = {}): Promise<void> {
  await mock.patchConfig({ features: { perServerPlans: false, ...features } });
}

/** axe in both themes and no sideways scroll at 375 px, then the window back to its size for the rest of the journey. */
export async function checkOrderScreen(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await expectAccessibleInBothThemesAndOnAPhone(page, name);
  if (size) await page.setViewportSize(size);
}

/** Fills the configure form: a name, Minecraft: Paper, a location. */
export async function configureServer(page: Page, { name, location }: { name: string; location: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'Server name' }).fill(name);
  await page.getByRole('radio', { name: /Minecraft: Paper/ }).click();
  await page.getByRole('radio', { name: new RegExp(location) }).click();
}

/** The plan bought through the API and paid from the balance, so the customer holds it (what a location may require). */
export async function holdPlan(page: Page, email: string, planId: string): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const purchase = await page.request.post(`/api/shop/plans/${planId}/purchase`, { data: { billingCycle: 720 }, headers });
  expect(purchase.ok(), `buying ${planId} answered ${purchase.status()}`).toBe(true);
  const { invoice } = (await purchase.json()) as { invoice: string };
  const paid = await page.request.post(`/api/invoices/${invoice}/pay/balance`, { data: {}, headers });
  expect(paid.ok(), `paying ${invoice} answered ${paid.status()}`).toBe(true);
}
