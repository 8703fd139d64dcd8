import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { atSeedTime } from '../support/server-screens';

const CREATE = '/api/server/create';

/** What the demo customer's account has left of its memory now. */
async function memoryLeft(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/user/${USERS.customer.id}/usage`, { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  expect(response.ok()).toBe(true);
  const usage = (await response.json()) as { resources: { memory: number }; limits: { memory: number } };
  return usage.limits.memory - usage.resources.memory;
}

/** The create calls the page sends. */
function createCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === CREATE) sent.push(request.url());
  });
  return sent;
}

const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]');
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

test.beforeEach(async ({ page, request }) => {
  await atSeedTime(request);
  await signIn(page, USERS.customer.email);
});

test('resource split: name, Minecraft: Paper, Helsinki, resources within what is left (more refused before sending), then home shows the new server', async ({ page, request }) => {
  const sent = createCalls(page);
  const room = await memoryLeft(request);
  await openScreen(page, '/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create server' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Name and game');
  // The games are in sight from the first step.
  await expect(page.getByRole('radio', { name: /Minecraft: Paper/ })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'create: name and game step');

  // Each step is checked before the next.
  await next(page);
  await expect(page.getByRole('textbox', { name: 'Server name' })).toHaveAccessibleErrorMessage('Give the server a name.');
  await expect(page.getByText('Choose a game.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Server name' }).fill('Lobby world');
  await page.getByRole('radio', { name: /Minecraft: Paper/ }).check();
  await next(page);

  await expect(currentStep(page)).toContainText('Location');
  await expect(page.getByRole('radio', { name: /Helsinki/ })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'create: location step');
  await page.getByRole('radio', { name: /Helsinki/ }).check();
  await next(page);

  await expect(currentStep(page)).toContainText('Resources');
  const memory = page.getByRole('spinbutton', { name: 'Memory (MB)' });
  await expect(memory).toHaveAccessibleDescription(`${room} available: ${room - 128} left after this`);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'create: resources step');
  await memory.fill(String(room + 1));
  await expect(memory).toHaveAccessibleErrorMessage(`Your account has only ${room} left.`);
  await next(page);
  await expect(currentStep(page)).toContainText('Resources');
  await expect(memory).toBeFocused();
  await memory.fill('1024');
  await expect(memory).toHaveAccessibleDescription(`${room} available: ${room - 1024} left after this`);
  await next(page);

  await expect(currentStep(page)).toContainText('Confirm');
  const summary = page.getByRole('region', { name: 'Your new server' });
  await expect(summary).toContainText('Lobby world');
  await expect(summary).toContainText('Minecraft: Paper');
  await expect(summary).toContainText('Helsinki');
  await expect(summary).toContainText('Memory (MB): 1024');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'create: confirm step');
  expect(sent).toEqual([]);

  await page.getByRole('button', { name: 'Create server' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Lobby world is created.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Servers' }).getByRole('article', { name: 'Lobby world' })).toContainText('Helsinki');
  expect(sent).toHaveLength(1);
});

test('a double click on Create server creates one server', async ({ page }) => {
  const sent = createCalls(page);
  await openScreen(page, '/create');
  await page.getByRole('radio', { name: /Minecraft: Paper/ }).check();
  await page.getByRole('textbox', { name: 'Server name' }).fill('Twin world');
  // The keyboard alone: Enter moves on, as Next does.
  await page.getByRole('textbox', { name: 'Server name' }).press('Enter');
  await page.getByRole('radio', { name: /Frankfurt/ }).check();
  await next(page);
  await expect(page.getByRole('spinbutton', { name: 'Memory (MB)' })).toBeVisible();
  await next(page);
  await page.getByRole('button', { name: 'Create server' }).dblclick();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Servers' }).getByRole('article', { name: 'Twin world' })).toHaveCount(1);
  expect(sent).toHaveLength(1);
});
