import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config, Invoice } from '@panel/api/contract';
import { sessionStore } from '@panel/session';
import { testInvoice } from '../../test/invoice-fixture';
import { InvoiceSummary } from './InvoiceSummary';

const EUR = { name: 'Euro', abbreviation: 'EUR', symbol: '€' };

beforeEach(() => sessionStore.setState({ config: { currency: EUR } as Config }));
// Unmounted first: a summary still on screen would re-render without a configuration.
afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null });
});

describe("InvoiceSummary's 'originally' amount", () => {
  it.each<[string, Partial<Invoice>, string | null]>([
    ['a discounted invoice', { amount: 7.99, originalAmount: 9.99 }, 'originally €9.99'],
    ['a discount down to nothing', { amount: 0, originalAmount: 4.99 }, 'originally €4.99'],
    ['no originalAmount', {}, null],
    ['originalAmount null (a backend sending null for none)', { originalAmount: null }, null],
  ])('%s', (_, overrides, expected) => {
    const { container } = render(<InvoiceSummary invoice={testInvoice(overrides)} cycle={720} />);
    expect(screen.getByText('Amount')).toBeInTheDocument();
    expect(container.querySelector('.invoice-original')?.textContent ?? null).toBe(expected);
  });
});
