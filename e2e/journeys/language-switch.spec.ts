import { expect, test } from '../fixtures';

test('choosing Français on the sign-in page changes its words and stays after a reload', async ({ page }) => {
  await page.goto('/auth/login');
  const card = page.locator('[data-boundary="auth"]');
  await expect(card.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await card.getByLabel('Language').selectOption({ label: 'Français' });
  await expect(card.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(card.getByLabel('Mot de passe')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(card.getByLabel('Langue')).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(card.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(card.getByLabel('E-mail')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/^Connexion · /);
});
