import { SEED_SERVERS } from '../../mocks/src/seed/servers';
import { CUSTOMER_LIMITS } from '../../mocks/src/seed/users';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone, PHONE } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { adminEdits, atSeedTime, serverNow } from '../support/server-screens';

const survival = SEED_SERVERS.survival;

test.beforeEach(async ({ page, request }) => {
  await atSeedTime(request);
  await signIn(page, USERS.customer.email);
});

test.describe('editing a server (resource split, the seed’s mode)', () => {
  test('rename: saved once on a double click, back home with a toast, and the server has its new name', async ({ page, request }) => {
    await openScreen(page, `/server/edit/${survival}`);
    const name = page.getByRole('textbox', { name: 'Server name' });
    await expect(name).toHaveValue('Survival SMP');
    await name.fill('Hardcore SMP');
    const edits: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH' && new URL(sent.url()).pathname === `/api/server/${survival}/edit`) edits.push(sent.url());
    });
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Hardcore SMP saved.')).toBeVisible();
    expect(edits).toHaveLength(1);
    // The home's card has the new name, and so has the server.
    const servers = page.getByRole('region', { name: 'Servers' });
    await expect(servers.getByRole('article', { name: 'Hardcore SMP' })).toContainText('Frankfurt');
    await expect(servers.getByRole('article', { name: 'Survival SMP' })).toHaveCount(0);
    expect((await serverNow(request, survival)).name).toBe('Hardcore SMP');
    await openScreen(page, `/server/edit/${survival}`);
    await expect(page.getByRole('textbox', { name: 'Server name' })).toHaveValue('Hardcore SMP');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Hardcore SMP' })).toBeVisible();
  });

  test('over the limits: the form refuses more than is left, and the server’s refusal is shown with its reason', async ({ page, request, consoleErrors }) => {
    // The browser logs the refused call; the refusal is what this test is about.
    consoleErrors.allow(/status of 400 .*\/api\/server\/srv-survival\/edit/);
    await openScreen(page, `/server/edit/${survival}`);
    const memory = page.getByRole('spinbutton', { name: 'Memory (MB)' });
    await expect(memory).toHaveValue('2048');
    await expect(page.getByText('At most 8192; 6144 left on your account after this.')).toBeVisible();
    await memory.fill('9000');
    await expect(page.getByText('More than your account has left: at most 8192.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(memory).toBeFocused();
    await expect(page).toHaveURL(`/server/edit/${survival}`);

    // Within what was left when the screen loaded, but staff lower the limits meanwhile.
    await memory.fill('8192');
    await expect(page.getByText('At most 8192; 0 left on your account after this.')).toBeVisible();
    await adminEdits(request, 'users', USERS.customer.id, { limits: { ...CUSTOMER_LIMITS, memory: 12288 } });
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The server refused these changes' });
    await expect(refusal).toContainText('Memory (MB): is over your limit: 4096 left');
    await expect(page.getByText('More than your account has left: at most 4096.')).toBeVisible();
    expect((await serverNow(request, survival)).db.limits.memory).toBe(2048);
  });

  test('an unknown server, and someone else’s, say so', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 40[34]/);
    for (const id of ['srv-none', SEED_SERVERS.creative]) {
      await openScreen(page, `/server/edit/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Server not found' })).toBeVisible();
      await expect(page.getByText('This server does not exist, or it is not yours.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to your servers' })).toBeVisible();
    }
  });

  test('at 375 px: accessible in both themes, no sideways scroll', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openScreen(page, `/server/edit/${survival}`);
    await page.getByRole('spinbutton', { name: 'Memory (MB)' }).fill('9000');
    await expect(page.getByText('More than your account has left: at most 8192.')).toBeVisible();
    await expectAccessibleInBothThemesAndOnAPhone(page, 'the edit screen (resource split)');
  });
});

test.describe('editing a server (plans mode)', () => {
  const awaiting = SEED_SERVERS.awaiting;

  test.beforeEach(async ({ mock }) => {
    await mock.patchConfig({ features: { perServerPlans: false } });
  });

  test('a plan change shows what changes, the price difference and when it is charged before it is confirmed', async ({ page, request }) => {
    await openScreen(page, `/server/edit/${awaiting}`);
    await expect(page.getByRole('radio', { name: /Minecraft Starter \(current\)/ })).toBeChecked();
    await page.getByRole('radio', { name: /Minecraft Pro/ }).click();
    const explained = page.getByRole('region', { name: 'Explain this charge' });
    await expect(explained).toContainText('Memory (MB): 2048 → 8192');
    await expect(explained).toContainText('Each renewal costs €5.00 more: €9.99 instead of €4.99.');
    await expect(explained).toContainText('Nothing is charged now.');
    await expect(explained).toContainText('The server keeps its files.');

    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the plan of Starter world?' });
    await expect(dialog).toContainText('Each renewal costs €5.00 more: €9.99 instead of €4.99.');
    expect((await serverNow(request, awaiting)).db.plan).toBe('plan-mc-starter');
    await dialog.getByRole('button', { name: 'Change plan' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Starter world saved.')).toBeVisible();
    expect((await serverNow(request, awaiting)).db).toMatchObject({ plan: 'plan-mc-pro', limits: { memory: 8192 } });
  });

  test('at 375 px with a change explained: accessible in both themes, no sideways scroll', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openScreen(page, `/server/edit/${awaiting}`);
    await page.getByRole('radio', { name: /Minecraft Pro/ }).click();
    await expect(page.getByRole('region', { name: 'Explain this charge' })).toBeVisible();
    await expectAccessibleInBothThemesAndOnAPhone(page, 'the edit screen (per-server plans)');
  });
});
