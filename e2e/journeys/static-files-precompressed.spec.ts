import { expect, SHELL_ORIGIN, test } from '../fixtures';
import { appOrigin } from '../support/servers';
import { openSignInScreen } from '../support/sign-in-page';

test('scripts come as the build’s brotli files to a browser that takes brotli, gzipped on the fly for one that does not', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await openSignInScreen(page);
  await expect(page.locator('[data-boundary="auth"]').getByRole('button', { name: 'Sign in' })).toBeEnabled();

  // The shell's entry, not whichever small chunk happened to arrive first.
  const shellScript = scripts.find((url) => url.startsWith(`${SHELL_ORIGIN}/static/js/index.`));
  const remoteEntry = scripts.find((url) => url === `${appOrigin('auth')}/remoteEntry.js`);
  for (const url of [shellScript, remoteEntry]) {
    if (!url) throw new Error(`a shell script and the auth remote's entry should have loaded: ${scripts.join(', ')}`);
    const plain = await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body();
    expect(plain.length).toBeGreaterThan(1000);

    for (const encoding of ['br', 'gzip']) {
      // Node's fetch decodes the body and keeps the header, so both can be checked.
      const answer = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(answer.headers.get('content-type')).toMatch(/javascript/);
      expect(Buffer.from(await answer.arrayBuffer()).equals(plain)).toBe(true);
    }
  }
});
