import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { secondDevice } from '../support/settings-screen';
import { openSignInScreen } from '../support/sign-in-page';
import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';

test('staff ban a customer: their open session ends and sign-in shows the reason; unbanned, they sign in again', async ({ page, browser, mockScope }) => {
  const customer = await secondDevice(browser, mockScope, FIREFOX);
  try {
    const customerPage = await customer.newPage();
    await signIn(customerPage, USERS.customer.email);
    await openScreen(customerPage, '/');
    await expect(customerPage.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();

    await signIn(page, USERS.staff.email);
    await openScreen(page, `/staff/users/${USERS.customer.id}`);
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Ban ${USERS.customer.username}` });
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeVisible();
    // Nothing is sent without a reason.
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Abusive tickets');
    await dialog.getByRole('spinbutton', { name: 'Duration (hours)' }).fill('24');
    await expectAccessibleInBothThemesAndOnAPhone(page, 'staff ban dialog');
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(page.getByText(`${USERS.customer.username} is banned.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/^Banned until .*: Abusive tickets$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unban' })).toBeVisible();

    // The customer's next call answers 401: they are sent to sign in, where the ban shows with its reason.
    await customerPage.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }).click();
    await expect(customerPage).toHaveURL('/auth/login');
    const card = customerPage.locator('[data-boundary="auth"]');
    await card.getByLabel('Email').fill(USERS.customer.email);
    await card.getByLabel('Password').fill(DEMO_PASSWORD);
    await card.getByRole('button', { name: 'Sign in' }).click();
    await expect(customerPage).toHaveURL('/auth/ban');
    await expect(customerPage.getByText('Reason: Abusive tickets')).toBeVisible();

    await page.getByRole('button', { name: 'Unban' }).click();
    await expect(page.getByText(`${USERS.customer.username} is no longer banned.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ban', exact: true })).toBeVisible();

    await customerPage.getByRole('button', { name: 'Sign out' }).click();
    await openSignInScreen(customerPage);
    await card.getByLabel('Email').fill(USERS.customer.email);
    await card.getByLabel('Password').fill(DEMO_PASSWORD);
    await card.getByRole('button', { name: 'Sign in' }).click();
    await expect(customerPage.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await expect(customerPage).not.toHaveURL(/\/auth\//);
  } finally {
    await customer.close();
  }
});

test('an admin cannot be banned', async ({ page }) => {
  await signIn(page, USERS.staff.email);
  await openScreen(page, `/staff/users/${USERS.admin.id}`);
  await expect(page.getByText('An admin cannot be banned.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ban', exact: true })).toHaveCount(0);
});

test('staff add, edit and remove a private note, and see the suspected alts', async ({ page }) => {
  await signIn(page, USERS.staff.email);
  await openScreen(page, `/staff/users/${USERS.banned.id}`);
  const alts = page.getByRole('list', { name: 'Suspected alternate accounts' });
  await expect(alts.getByRole('link', { name: 'player007' })).toBeVisible();
  await expect(alts.getByRole('link', { name: 'player008' })).toBeVisible();

  const notes = page.getByRole('list', { name: 'Staff notes' });
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Write something.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Note' }).fill('Asked for a refund twice');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added.')).toBeVisible();
  const note = notes.getByRole('listitem').filter({ hasText: 'Asked for a refund twice' });
  await expect(note).toContainText(`By ${USERS.staff.username}`);
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');

  await note.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit note' });
  await editing.getByRole('textbox', { name: 'Note' }).fill('Asked for a refund three times');
  await editing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  const edited = notes.getByRole('listitem').filter({ hasText: 'Asked for a refund three times' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Note deleted.')).toBeVisible();
  await expect(page.getByText('Asked for a refund three times')).toHaveCount(0);
});
