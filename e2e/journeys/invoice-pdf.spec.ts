import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, SHELL_ORIGIN, signIn, test, USERS } from '../fixtures';

test("'Download as pdf' opens the invoice PDF in a new tab, with the token only in a header", async ({ page, context, consoleErrors }) => {
  // Chromium's own PDF viewer, in the new tab, logs about its extension's scripts.
  consoleErrors.allow(/chrome-extension:\/\//);
  const session = await signIn(page, USERS.customer.email);
  const id = SEED_INVOICES.paidStripe;
  await page.goto(`/invoice/${id}`);
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));

  const download = page.waitForResponse((r) => r.url().endsWith(`/api/invoices/${id}/download`));
  const popup = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Download as pdf' }).click();
  const response = await download;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(await response.request().headerValue('authorization')).toBe(`Bearer ${session.token}`);

  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(new RegExp(`^blob:${SHELL_ORIGIN}/`));
  // What the new tab shows: the downloaded file, read back through its blob URL.
  const pdf = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  }, tab.url());
  expect(pdf.slice(0, 4)).toBe('%PDF');
  expect(pdf).toContain(id);
  expect(urls.filter((url) => url.includes(session.token))).toEqual([]);
});
