import type { Locator, Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';
import { holdScripts } from '../support/hold-requests';
import { fakeStripe, invoiceOnServer } from '../support/payment-fakes';
import { openSignInScreen } from '../support/sign-in-page';

/**
 * Two clicks in one task, as a fast double click can deliver them: both run before React
 * re-renders, so a button that is only `disabled` while pending would send two requests.
 */
const clickTwiceInOneTask = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

/** Every request the page sends from now on with this method to exactly this path. */
function requestsTo(page: Page, method: string, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
}

/** Plays the application's callback page at `redirect` and collects each URL it is reached at. */
async function callbacksAt(page: Page, redirect: string): Promise<string[]> {
  const arrivals: string[] = [];
  await page.route(`${redirect}**`, (route) => {
    arrivals.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Game Panel callback</h1>' });
  });
  return arrivals;
}

const unpaid = SEED_INVOICES.unpaid;

test.describe('signing in and up', () => {
  test('Sign in sends one sign-in', async ({ page }) => {
    // The app's own form (the form served before JavaScript has its own journey below): a click
    // on the served form's button, removed as the app takes over between finding the button and
    // clicking it, would reach no form at all.
    await openSignInScreen(page);
    await page.getByLabel('Email').fill(USERS.customer.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const signIns = requestsTo(page, 'POST', '/api/auth/login');
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Sign in' }));
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
    expect(signIns).toHaveLength(1);
  });

  test('Sign in on the form served before JavaScript sends one sign-in once the app takes over', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(USERS.customer.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const signIns = requestsTo(page, 'POST', '/api/auth/login');
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Sign in' }));

    await release();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
    expect(signIns).toHaveLength(1);
  });

  test('Create account creates one account', async ({ page, mock }) => {
    const email = 'double@panel.test';
    await page.goto('/auth/login?signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('double click 1');
    await page.getByLabel('Confirm password').fill('double click 1');
    const signUps = requestsTo(page, 'POST', '/api/auth/register');
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Create account' }));
    await expect(page).toHaveURL('/auth/verify');
    expect(signUps).toHaveLength(1);
    expect(await mock.mail(email)).toHaveLength(1);
  });
});

test.describe('mails and passwords', () => {
  test('Send reset link sends one mail', async ({ page, mock }) => {
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(USERS.customer.email);
    const requests = requestsTo(page, 'POST', '/api/auth/password/forgot');
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Send reset link' }));
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(await mock.mail(USERS.customer.email)).toHaveLength(1);
  });

  test('Set new password uses the link once', async ({ page, mock, request }) => {
    await request.post('/api/auth/password/forgot', { data: { email: USERS.customer.email } });
    await page.goto(await mock.lastMailLink(USERS.customer.email));
    await page.getByLabel('New password', { exact: true }).fill('a new secret 9');
    await page.getByLabel('Confirm new password').fill('a new secret 9');
    const resets = requestsTo(page, 'POST', '/api/auth/password/reset');
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Set new password' }));
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    expect(resets).toHaveLength(1);
  });

  test('Resend email sends one mail', async ({ page, mock }) => {
    await signIn(page, USERS.unverified.email);
    await page.goto('/auth/verify');
    const resends = requestsTo(page, 'POST', '/api/auth/verify/resend');
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Resend email' }));
    await expect(page.getByText('Verification email sent')).toBeVisible();
    expect(resends).toHaveLength(1);
    expect(await mock.mail(USERS.unverified.email)).toHaveLength(1);
  });
});

test.describe('third-party apps and setup', () => {
  const REDIRECT = 'https://gamepanel.example/oauth/callback';
  const AUTHORIZE = `/auth/authorize?${new URLSearchParams({ client_id: 'game-panel', redirect_uri: REDIRECT, scope: 'identify', state: 'twice' })}`;

  test('Allow asks for one authorization code and answers the application once', async ({ page }) => {
    const arrivals = await callbacksAt(page, REDIRECT);
    await signIn(page, USERS.customer.email);
    await page.goto(AUTHORIZE);
    const codes = requestsTo(page, 'POST', '/api/oauth/authorize');
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Allow' }));
    await expect(page.getByRole('heading', { name: 'Game Panel callback' })).toBeVisible();
    expect(codes).toHaveLength(1);
    expect(arrivals).toEqual([expect.stringMatching(/\?code=[^&]+&state=twice$/)]);
  });

  test('Deny then Allow in one task answers the application once: denied', async ({ page }) => {
    const arrivals = await callbacksAt(page, REDIRECT);
    await signIn(page, USERS.customer.email);
    await page.goto(AUTHORIZE);
    const codes = requestsTo(page, 'POST', '/api/oauth/authorize');
    await page.getByRole('button', { name: 'Allow' }).waitFor();
    await page.evaluate(() => {
      const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
      button('Deny')?.click();
      button('Allow')?.click();
    });
    await expect(page.getByRole('heading', { name: 'Game Panel callback' })).toBeVisible();
    expect(codes).toHaveLength(0);
    expect(arrivals).toEqual([`${REDIRECT}?error=access_denied&state=twice`]);
  });

  test('Finish setup sets the panel up once', async ({ page, mock }) => {
    await mock.reset({ fresh: true });
    await page.goto('/');
    await page.getByLabel('Panel name').fill('Pixel Hosting');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Username').fill('Olive Owner');
    await page.getByLabel('Email').fill('owner@pixel.test');
    await page.getByLabel('Password', { exact: true }).fill('correct horse 42');
    await page.getByLabel('Confirm password').fill('correct horse 42');
    const setups = requestsTo(page, 'POST', '/api/setup');
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Finish setup' }));
    // The wizard reloads the page, and the normal startup runs.
    await expect(page.getByRole('heading', { name: 'Welcome back, Olive Owner' })).toBeVisible({ timeout: 20_000 });
    expect(setups).toHaveLength(1);
    expect(await mock.config()).toMatchObject({ awaitingConfiguration: false, stats: { users: { total: 1 } } });
  });
});

test.describe('paying', () => {
  test('Pay from balance takes the balance once', async ({ page }) => {
    const session = await signIn(page, USERS.customer.email);
    await page.goto(`/invoice/${unpaid}/pay/balance`);
    const payments = requestsTo(page, 'POST', `/api/invoices/${unpaid}/pay/balance`);
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Pay €4.99 from balance' }));
    await expect(page).toHaveURL(new RegExp(`/invoice/${unpaid}(/payment/success|\\?success)$`));
    await expect(page.getByLabel('Balance', { exact: true })).toHaveText('€20.51');
    expect(payments).toHaveLength(1);
    expect(await invoiceOnServer(page.request, session, unpaid)).toMatchObject({ paid: true, received: 4.99 });
  });

  test('Continue to CoinGate opens one checkout', async ({ page }) => {
    await signIn(page, USERS.customer.email);
    await page.goto(`/invoice/${unpaid}/pay/coingate`);
    const checkouts = requestsTo(page, 'POST', `/api/invoices/${unpaid}/pay/coingate`);
    await clickTwiceInOneTask(page.getByRole('button', { name: 'Continue to CoinGate' }));
    await expect(page).toHaveURL(/\/api\/__provider\/checkout\/coingate_/);
    expect(checkouts).toHaveLength(1);
  });

  test('Pay with Stripe confirms once', async ({ page }) => {
    const session = await signIn(page, USERS.customer.email);
    await fakeStripe(page);
    await page.goto(`/invoice/${unpaid}/pay/stripe`);
    const pay = page.getByRole('button', { name: 'Pay €4.99' });
    await expect(pay).toBeEnabled();
    const confirmations = requestsTo(page, 'POST', '/api/__mock/stripe/confirm');
    await clickTwiceInOneTask(pay);
    await expect(page).toHaveURL(new RegExp(`/invoice/${unpaid}/payment/success`));
    expect(confirmations).toHaveLength(1);
    await expect.poll(async () => (await invoiceOnServer(page.request, session, unpaid)).paid).toBe(true);
  });
});

test.describe('staff actions', () => {
  const staffActions = (page: Page) => page.getByRole('region', { name: 'Staff actions' });

  test('Complete invoice completes once', async ({ page }) => {
    await signIn(page, USERS.admin.email);
    await page.goto(`/invoice/${unpaid}`);
    const completions = requestsTo(page, 'POST', `/api/invoices/${unpaid}/pay/force`);
    await clickTwiceInOneTask(staffActions(page).getByRole('button', { name: 'Complete invoice', exact: true }));
    await expect(page.getByText(`Invoice ${unpaid} is completed.`)).toBeVisible();
    expect(completions).toHaveLength(1);
  });

  test('Complete invoice & save transaction completes once', async ({ page }) => {
    const session = await signIn(page, USERS.staff.email);
    await page.goto(`/invoice/${unpaid}`);
    const completions = requestsTo(page, 'POST', `/api/invoices/${unpaid}/pay/force`);
    await clickTwiceInOneTask(staffActions(page).getByRole('button', { name: 'Complete invoice & save transaction' }));
    await expect(page.getByText(`Invoice ${unpaid} is completed.`)).toBeVisible();
    expect(completions).toHaveLength(1);
    expect(await invoiceOnServer(page.request, session, unpaid)).toMatchObject({ paid: true, transaction: { method: 'staff-force-pay' } });
  });

  test('Mark as unpaid, confirmed with a double click, edits once', async ({ page }) => {
    const paid = SEED_INVOICES.paidStripe;
    await signIn(page, USERS.staff.email);
    await page.goto(`/invoice/${paid}`);
    await clickTwiceInOneTask(staffActions(page).getByRole('button', { name: 'Mark as unpaid' }));
    const edits = requestsTo(page, 'POST', `/api/staff/invoices/${paid}/edit`);
    await clickTwiceInOneTask(page.getByRole('dialog').getByRole('button', { name: 'Yes, mark as unpaid' }));
    await expect(page.getByText(`Invoice ${paid} is unpaid again.`)).toBeVisible();
    expect(edits).toHaveLength(1);
  });

  test('Delete, confirmed with a double click, deletes once', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const id = SEED_INVOICES.discounted;
    await signIn(page, USERS.staff.email);
    await page.goto('/');
    await page.goto(`/invoice/${id}`);
    await clickTwiceInOneTask(staffActions(page).getByRole('button', { name: 'Delete' }));
    const deletions = requestsTo(page, 'DELETE', `/api/staff/invoices/${id}/delete`);
    await clickTwiceInOneTask(page.getByRole('dialog').getByRole('button', { name: 'Yes, delete' }));
    await expect(page.getByText(`Deleted invoice ${id}.`)).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(deletions).toHaveLength(1);
  });
});
