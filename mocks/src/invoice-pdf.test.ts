import { describe, expect, it } from 'vitest';
import type { Invoice } from '@panel/api/contract';
import { renderInvoicePdf } from './invoice-pdf';
import { createSeedState, SEED_INVOICES } from './seed';
import { pdfLines } from './testing/pdf-lines';

const seed = createSeedState();
const discounted = seed.invoices.get(SEED_INVOICES.discounted) as Invoice;

describe("the invoice PDF's 'Originally' line", () => {
  it.each<[string, Partial<Invoice>, boolean]>([
    ['a discounted invoice', {}, true],
    ['no originalAmount', { originalAmount: undefined }, false],
    ['originalAmount null (a backend sending null for none)', { originalAmount: null }, false],
  ])('%s', async (_, overrides, shown) => {
    const lines = pdfLines(await renderInvoicePdf({ ...discounted, ...overrides }, 720, seed.config, undefined));
    expect(lines).toContain('Amount: €7.99');
    expect(lines.includes('Originally: €9.99')).toBe(shown);
  });
});
