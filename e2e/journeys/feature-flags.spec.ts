import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';

/** Each flag-gated route, the title its screen and sidebar link carry. */
const GATED = [
  { path: '/earn', title: 'Earn coins' },
  { path: '/adventcalendar', title: 'Advent calendar' },
  { path: '/create', title: 'Create server' },
  { path: '/order', title: 'Order' },
] as const;

type Path = (typeof GATED)[number]['path'];

async function expectRoutes(page: Page, visible: readonly Path[]) {
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (const { path, title } of GATED) {
    await page.goto(path);
    await expect(sidebar).toBeVisible();
    const link = sidebar.getByRole('link', { name: title, exact: true });
    if (visible.includes(path)) {
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Not found' })).toHaveCount(0);
      await expect(link).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
      await expect(page.getByText('The page you are looking for could not be found.')).toBeVisible();
      await expect(link).toHaveCount(0);
    }
  }
}

test.describe('feature flags decide which routes exist', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.customer.email);
  });

  test('coin earning on, per-server plans and advent calendar off', async ({ page, mock }) => {
    await mock.patchConfig({ coinEarning: true, features: { perServerPlans: false, adventCalendar: false } });
    await expectRoutes(page, ['/earn', '/order']);
  });

  test('coin earning off, per-server plans and advent calendar on', async ({ page, mock }) => {
    await mock.patchConfig({ coinEarning: false, features: { perServerPlans: true, adventCalendar: true } });
    // In the season: out of it the calendar's status answers 423, which the browser logs.
    await mock.setClock(Date.UTC(2026, 11, 5, 12));
    await expectRoutes(page, ['/adventcalendar', '/create']);
  });
});
