import type { Browser, Page } from '@playwright/test';
import { SCOPE_COOKIE } from '../../mocks/src/scope';
import { expect, SHELL_ORIGIN, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { inPlansMode } from '../support/ordering';

/** A second person's browser on the same mock scope (their own storage, so their own session). */
async function otherBrowser(browser: Browser, mockScope: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHELL_ORIGIN });
  await context.addCookies([{ name: SCOPE_COOKIE, value: mockScope, url: SHELL_ORIGIN }]);
  return context.newPage();
}

async function applyCode(page: Page, plan: string, code: string) {
  await openScreen(page, `/order/${plan}/configure`);
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a discount made for one plan is refused on another and taken off the allowed one', async ({ page, browser, mock, mockScope, consoleErrors }) => {
  // The order screen asks for the code and is told it is not for this plan.
  consoleErrors.allow(/status of 403/);
  await inPlansMode(mock);
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Discounts' }).getByRole('row', { name: /SPRING20/ })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the discounts');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'New discount' }).click();
  await expect(page).toHaveURL('/staff/discounts/new');
  await page.getByRole('textbox', { name: 'Code' }).fill('STARTER10');
  await page.getByRole('spinbutton', { name: 'Reduction (%)' }).fill('150');
  await page.getByRole('spinbutton', { name: 'Max claims' }).fill('5');
  const plans = page.getByRole('group', { name: 'Allowed plans' });
  await plans.getByRole('checkbox', { name: 'Minecraft Starter' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Reduction (%)' })).toHaveAccessibleErrorMessage('Enter a percentage above 0 and at most 100.');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'a new discount, refused');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('spinbutton', { name: 'Reduction (%)' }).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount STARTER10' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Allowed plans' }).getByRole('checkbox', { name: 'Minecraft Starter' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Recurrent' })).not.toBeChecked();
  await expect(page.getByText('No invoice has used this discount yet.')).toBeVisible();

  const customer = await otherBrowser(browser, mockScope);
  await signIn(customer, USERS.customer.email);
  await applyCode(customer, 'plan-mc-pro', 'STARTER10');
  await expect(customer.getByRole('textbox', { name: 'Discount code' })).toHaveAccessibleDescription(/This code does not apply to Minecraft Pro\./);
  await expect(customer.getByTestId('due-now')).toHaveText('€9.99');

  await applyCode(customer, 'plan-mc-starter', 'STARTER10');
  await expect(customer.getByText('STARTER10: 10 % off')).toBeVisible();
  await expect(customer.getByTestId('due-now')).toHaveText('€4.49originally €4.99');
  await customer.context().close();

  await expectAccessibleInBothThemesAndOnAPhone(page, 'a discount');
});

test('a taken code is refused on its field and nothing typed is lost', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/discounts/new');
  await page.getByRole('textbox', { name: 'Code' }).fill('spring20');
  await page.getByRole('spinbutton', { name: 'Reduction (%)' }).fill('15');
  await page.getByRole('spinbutton', { name: 'Max claims' }).fill('3');
  await page.getByRole('checkbox', { name: 'Recurrent' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveAccessibleErrorMessage('Another code already uses this. Choose another.');
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeFocused();
  await expect(page.getByRole('spinbutton', { name: 'Reduction (%)' })).toHaveValue('15');
  await expect(page.getByRole('checkbox', { name: 'Recurrent' })).toBeChecked();
  await expect(page).toHaveURL('/staff/discounts/new');
});
