import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { expect, signIn, test, USERS } from '../fixtures';

const articleLinks = (page: Page) => page.getByRole('main').getByRole('article').getByRole('link');

test.describe('articles', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.customer.email);
  });

  test('lists the published articles, finds one by a word of its text, and opens it', async ({ page }) => {
    await openScreen(page, '/articles');
    await expect(articleLinks(page)).toHaveText(['Earning and spending coins', 'Welcome to Nebula Hosting']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('frankfurt');
    await expect(articleLinks(page)).toHaveText(['Earning and spending coins']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('frankfurt dragons');
    await expect(page.getByText('No article matches “frankfurt dragons”')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(articleLinks(page)).toHaveCount(2);

    await page.getByRole('link', { name: 'Welcome to Nebula Hosting' }).click();
    await expect(page).toHaveURL('/articles/welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Nebula Hosting' })).toBeVisible();
    await expect(page.getByText('Create your first server from the home page.')).toBeVisible();
    await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL('/articles');
  });

  test('an unknown slug says there is no such article, with the way back', async ({ page }) => {
    await openScreen(page, '/articles/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the articles' }).click();
    await expect(page).toHaveURL('/articles');
    await expect(articleLinks(page)).toHaveCount(2);
  });

  test('a script or an event handler in an article’s markdown does not run', async ({ page, request, consoleErrors }) => {
    // The sanitiser parses the markdown's HTML into an inert document, where the broken image
    // fails at once; Chromium then reports the (never run) handler against the page's CSP. That
    // report is the only trace the payload may leave: below, nothing of it runs in the page.
    consoleErrors.allow(/Executing inline event handler violates the following Content Security Policy directive/);
    const admin = (await (await request.post('/api/auth/login', { data: { email: USERS.admin.email, password: USERS.admin.password } })).json()) as { token: string };
    const created = await request.post('/api/staff/articles/create', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {
        data: {
          title: 'Markup test',
          slug: 'markup-test',
          image: null,
          content: [
            'Before <script>window.__articleRan = "script"; alert("script")</script> after.',
            '',
            '<img src="data:image/png;base64,AAAA" onerror="window.__articleRan = \'onerror\'; alert(\'onerror\')" alt="broken">',
            '',
            '[a link](javascript:alert(1)) and **bold text**',
          ].join('\n'),
        },
      },
    });
    expect(created.status()).toBe(201);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await openScreen(page, '/articles/markup-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Markup test' })).toBeVisible();
    const body = page.locator('.ui-markdown');
    await expect(body.locator('strong')).toHaveText('bold text');
    await expect(body.locator('img')).toHaveCount(1);
    await expect(body.locator('script, [onerror]')).toHaveCount(0);
    await expect(body.getByText('a link')).toBeVisible();
    await expect(body.locator('[href^="javascript:" i]')).toHaveCount(0);
    // Enough time for an error event of the broken image to have fired.
    await expect.poll(() => page.evaluate(() => (document.querySelector('.ui-markdown img') as HTMLImageElement | null)?.complete)).toBe(true);
    expect(await page.evaluate(() => (window as { __articleRan?: string }).__articleRan)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  for (const [name, path] of [
    ['the article list', '/articles'],
    ['an article', '/articles/coins'],
    ['an unknown article', '/articles/no-such-article'],
  ] as const) {
    test(`${name}: axe finds nothing in light and dark, no sideways scroll on a phone`, async ({ page }) => {
      test.slow();
      await openScreen(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessibleInBothThemesAndOnAPhone(page, name);
    });
  }
});
