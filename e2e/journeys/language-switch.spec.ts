import { expect, test } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

test('choosing Français on the sign-in page changes its words and stays after a reload', async ({ page }) => {
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  await expect(card.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await card.getByLabel('Language').selectOption({ label: 'Français' });
  await expect(card.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(card.getByLabel('Mot de passe')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(card.getByLabel('Langue')).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The page served before the app is French too, title included; then the app's screen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/^Connexion · /);
  await page.mouse.move(40, 40);
  await expect(card.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(card.getByLabel('E-mail')).toBeVisible();
  await expect(page).toHaveTitle(/^Connexion · /);
});
