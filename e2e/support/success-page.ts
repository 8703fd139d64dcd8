import { expect, type Page } from '@playwright/test';

/**
 * The success page moves on by itself to the invoice's thank-you screen once the payment is
 * confirmed (often at once), so journeys check that the page was passed through, then where
 * they landed. Call before the payment starts.
 */
export function watchSuccessPage(page: Page, id: string) {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const successPage = new RegExp(`/invoice/${id}/payment/success(\\?|$)`);
  return {
    /** Resolves once the browser has been on the success page. */
    async reached(timeout?: number): Promise<void> {
      await expect.poll(() => visited.some((url) => successPage.test(url)), { timeout }).toBe(true);
    },
    visitedUrls: () => [...visited],
    /** Through the success page to the paid invoice with its thank-you overlay. */
    async landedPaid(): Promise<void> {
      await this.reached();
      await expect(page.getByText('Thank you for your payment!')).toBeVisible();
      await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    },
  };
}
