import { expect, signIn, test, USERS } from '../fixtures';

// The kit catalogue (/__kit) is an entry of the shell's dev server only: a production build has
// neither the page nor its code, so /__kit is just an unknown path.
test('the kit catalogue is not part of a production build', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const kitCode: string[] = [];
  page.on('request', (request) => {
    if (/__kit|catalogue/i.test(request.url())) kitCode.push(request.url());
  });
  await page.goto('/__kit');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buttons' })).toHaveCount(0);
  expect(kitCode.filter((url) => !url.endsWith('/__kit'))).toEqual([]);
});
