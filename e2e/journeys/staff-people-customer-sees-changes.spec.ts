import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openSettings, settingsSection } from '../support/settings-screen';
import { expect, signIn, test, USERS } from '../fixtures';

test('a customer sees in settings what staff changed on their account and when, not who', async ({ page, request }) => {
  const edit = await request.post(`/api/staff/users/${USERS.customer.id}/edit`, { headers: { Authorization: `Bearer ${USERS.admin.token}` }, data: { balance: 42 } });
  expect(edit.ok()).toBe(true);

  await signIn(page, USERS.customer.email);
  await openSettings(page);
  const section = settingsSection(page, 'Changes made by our team');
  const newest = section.getByRole('listitem').first();
  await expect(newest).toContainText('Account updated');
  await expect(newest).toContainText('Balance: €25.50 → €42.00');
  await expect(newest).toContainText(/^Account updatedOn /);
  // The seed's earlier coin change shows too; no staff member is named anywhere.
  await expect(section.getByText('Coins: 290 → 340')).toBeVisible();
  await expect(section).not.toContainText(USERS.admin.username);
  await expect(section).not.toContainText(USERS.staff.username);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'settings with staff changes');
});
