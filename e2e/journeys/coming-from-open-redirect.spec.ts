import { expect, test } from '../fixtures';

for (const comingFrom of ['//evil.example/phish', 'https://evil.example/phish']) {
  test(`after signing in, a comingFrom of ${comingFrom} is never followed`, async ({ page }) => {
    let evilRequests = 0;
    await page.route((url) => url.hostname === 'evil.example', (route) => {
      evilRequests += 1;
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Evil</h1>' });
    });

    await page.goto('/auth/login');
    await page.evaluate((value) => localStorage.setItem('comingFrom', value), comingFrom);
    await page.goto('/auth/oauth');
    await page.getByRole('button', { name: 'Authorize' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome back, Dana Discord' })).toBeVisible();
    expect(new URL(page.url()).host).toBe('localhost:3000');
    expect(evilRequests).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('comingFrom'))).toBeNull();
  });
}
