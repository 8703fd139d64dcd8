import { expect, SHELL_ORIGIN, signIn, test, USERS } from '../fixtures';

const CONSENT = `/auth/authorize?${new URLSearchParams({
  client_id: 'game-panel',
  redirect_uri: 'https://gamepanel.example/oauth/callback',
  scope: 'identify email',
  state: 'xyz',
})}`;

test('another site cannot frame the panel, so Allow cannot be clickjacked', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Refused to (frame|display)/);
  await signIn(page, USERS.customer.email);

  const direct = await page.request.get(CONSENT, { headers: { Accept: 'text/html' } });
  expect(direct.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(direct.headers()['x-frame-options']).toBe('DENY');

  await page.route('https://attacker.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<h1>Win a prize</h1><iframe title="prize" src="${SHELL_ORIGIN}${CONSENT}"></iframe>`,
    }),
  );
  await page.goto('https://attacker.example/');

  // Chromium replaces a refused frame with its own error document.
  await expect.poll(() => page.frames().find((frame) => frame !== page.mainFrame())?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[title=prize]').getByRole('button', { name: 'Allow' })).toHaveCount(0);

  // The same page opened directly is the consent screen.
  await page.goto(CONSENT);
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
});
