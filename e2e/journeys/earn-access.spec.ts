import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test('the earn page, a limit reached, is clean under axe in light and dark and fits a phone', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/earn');
  const discord = page.getByRole('list', { name: 'Ways to earn' }).getByRole('listitem').filter({ hasText: 'Join our Discord' });
  await discord.getByRole('button', { name: 'Claim 10 coins' }).click();
  await expect(discord).toContainText('Daily limit reached.');
  await expect(page.getByRole('list', { name: 'Join communities for coins' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Most coins of all time' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the earn page');
});

test('without coin earning there is no earn page, nor a sidebar link to it', async ({ page, mock }) => {
  await mock.patchConfig({ coinEarning: false });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/earn');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Earn coins' })).toHaveCount(0);
});
