import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { secondDevice } from '../support/settings-screen';
import { expect, signIn, test, USERS } from '../fixtures';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

test('the panel name changed in the instance settings shows after a reload', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/instance/settings');
  const name = page.getByRole('textbox', { name: 'Panel name' });
  await expect(name).toBeVisible();
  await expect(page.getByText(/account(s)? would be deleted/)).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'instance settings');
  await page.setViewportSize({ width: 1280, height: 800 });

  const before = await name.inputValue();
  await name.fill('Orbit Hosting');
  const general = page.getByRole('form', { name: 'General and branding' });
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(general.getByText(`Panel name: ${before} → Orbit Hosting`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Panel name' })).toHaveValue('Orbit Hosting');
  // The brand link of the frame carries the name.
  await expect(page.getByRole('link', { name: 'Orbit Hosting', exact: true })).toBeVisible();
});

test('an announcement set in the instance settings shows to a customer after a reload, once', async ({ page, browser, mockScope }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/instance/settings');
  const form = page.getByRole('form', { name: 'Announcement' });
  await form.getByRole('textbox', { name: 'Announcement id' }).fill('maintenance-1');
  await form.getByRole('textbox', { name: 'Announcement title' }).fill('Planned maintenance');
  await form.getByRole('textbox', { name: 'Announcement message' }).fill('The panel is **down** on Sunday.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Announcement id: (empty) → maintenance-1')).toBeVisible();

  const customer = await secondDevice(browser, mockScope, CHROME);
  try {
    const customerPage = await customer.newPage();
    await signIn(customerPage, USERS.customer.email);
    await openScreen(customerPage, '/');
    const dialog = customerPage.getByRole('dialog', { name: 'Planned maintenance' });
    await expect(dialog.getByText('down', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toHaveCount(0);
    await customerPage.reload();
    await expect(customerPage.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
    await expect(customerPage.getByRole('dialog')).toHaveCount(0);
  } finally {
    await customer.close();
  }
});
