import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';

const id = SEED_INVOICES.unpaid;

/**
 * Chooses French the way the kit's language picker does (`language.set` in shared/ui): remembered
 * in localStorage and announced to every copy of the kit on the page, which re-renders at once.
 */
const chooseFrench = (page: Page) =>
  page.evaluate(() => {
    localStorage.setItem('language', 'fr');
    document.dispatchEvent(new CustomEvent('panel-preference-change', { detail: 'language' }));
  });

/** Intl writes French money with a narrow no-break space before the symbol. */
const frenchMoney = (amount: string) => `${amount}\u202f€`;

test('switching to French changes the invoice texts and its money, and the choice survives a reload', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openScreen(page, `/invoice/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeVisible();
  await expect(page.locator('.invoice-amount')).toHaveText('€4.99 /month');

  await chooseFrench(page);
  for (const reloaded of [false, true]) {
    if (reloaded) await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Facture ${id}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('.invoice-amount')).toHaveText(`${frenchMoney('4,99')} /mois`);
    await expect(page.getByText('Impayée', { exact: true })).toBeVisible();
    await expect(page.getByText('1 décembre 2026')).toBeVisible();
    await expect(page.locator('.invoice-notices')).toContainText('Veuillez payer cette facture dès que possible.');
    await expect(page.getByRole('region', { name: 'Choisissez un moyen de paiement' }).getByRole('button', { name: 'Solde du compte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Télécharger en PDF' })).toBeVisible();
  }
});
