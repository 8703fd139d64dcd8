import { SEED_LOCATIONS } from '../../mocks/src/seed/catalogue';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { adminEdits, atSeedTime } from '../support/server-screens';

test.beforeEach(async ({ page, request }) => {
  await atSeedTime(request);
  await signIn(page, USERS.customer.email);
});

test('the full New York needs Minecraft Pro: with it, the order queues and the home shows its place', async ({ page, request }) => {
  await openScreen(page, '/create');
  await page.getByRole('textbox', { name: 'Server name' }).fill('Night shift');
  await page.getByRole('radio', { name: /Minecraft: Paper/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Without the plan New York cannot be chosen, and says which plan opens it.
  const newYork = page.getByRole('radio', { name: /New York/ });
  await expect(newYork).toBeDisabled();
  await expect(newYork).toHaveAccessibleName(/Needs Minecraft Pro/);
  await expect(page.getByRole('link', { name: 'Get Minecraft Pro' })).toHaveAttribute('href', '/shop/plan-mc-pro');

  // Staff give the customer the plan; the page, opened again, knows it.
  await adminEdits(request, 'users', USERS.customer.id, {
    plans: [
      { _id: 'plan-mc-starter', name: 'Minecraft Starter' },
      { _id: 'plan-discord-bot', name: 'Discord Bot' },
      { _id: 'plan-mc-pro', name: 'Minecraft Pro' },
    ],
  });
  await openScreen(page, '/create');
  await page.getByRole('textbox', { name: 'Server name' }).fill('Night shift');
  await page.getByRole('radio', { name: /Minecraft: Paper/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(newYork).toBeEnabled();
  await expect(newYork).toHaveAccessibleName(/Full: your order waits in the queue/);
  await newYork.check();
  await expect(page.getByText('This location is full: your order waits in the queue')).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'create: a full location chosen');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Memory (MB)' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'Your new server' })).toContainText('Queued: the location is full');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'create: confirm a queued order');

  await page.getByRole('button', { name: 'Create server' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Night shift waits in the queue' })).toBeVisible();
  const queued = page.getByRole('region', { name: 'Servers' }).getByRole('article', { name: 'Night shift' });
  await expect(queued).toContainText(/Position \d+ of \d+ in the queue\./);
  await expect(queued).toContainText('New York');
  // Nothing was placed: New York is as full as before.
  const locations = await request.get('/api/locations', { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  const york = ((await locations.json()) as { locations: { _id: string; servers: number; maxservers: number }[] }).locations.find((location) => location._id === SEED_LOCATIONS.newYork);
  expect(york?.servers).toBe(york?.maxservers);
});
