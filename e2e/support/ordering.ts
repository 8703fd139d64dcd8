import type { Page } from '@playwright/test';
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
