import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { earlyAnswer, earlyCallsSettled, includeServerFragment, recordAppStart } from '@panel/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config, Currency, Invoice } from '@panel/api/contract';
import { sessionStore } from '@panel/session';
import { loadLanguage } from '@panel/ui';
import { testInvoice } from '../../test/invoice-fixture';
import { billingMessage } from '../../messages';
import { InvoiceSummary } from './InvoiceSummary';

/**
 * The billing remote's fragment of `/invoice/{id}`, as the shell's server includes it: its
 * `{{segment}}` filled (HTML-escaped) with the id from the URL.
 */
const includedFragment = (id: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../public/fragments/invoice/_.html'), 'utf8').replaceAll('{{segment}}', id);

const EUR: Currency = { name: 'Euro', abbreviation: 'EUR', symbol: '€' };

/** The shell's tools for fragments (its index.html inlines them before any fragment). */
const FRAGMENT_TOOLS = fs.readFileSync(path.join(import.meta.dirname, '../../../../../shell/boot/fragment-tools.js'), 'utf8');

type EarlyCalls = NonNullable<Window['__PANEL_EARLY_API__']>;

/** The fragment in the page, with its inline scripts run as the browser runs them. */
function includeFragment(id = 'inv-1') {
  return includeServerFragment(includedFragment(id), FRAGMENT_TOOLS);
}

/** The item and amount rows as a person reads them: label, and the name or the money. */
const firstRows = (root: Element) =>
  [...root.querySelectorAll('dl > div')]
    .slice(0, 2)
    .map((row) => [row.querySelector('dt')?.textContent, (row.querySelector('.ui-money') ?? row.querySelector('dd'))?.textContent]);

function signedIn(language: 'en' | 'fr', calls: EarlyCalls) {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('language', language);
  document.documentElement.lang = language;
  window.__PANEL_EARLY_API__ = calls;
}

beforeEach(() => {
  delete window.__PANEL_EARLY_API__;
  document.body.replaceChildren();
});
// Unmounted first: a summary still on show would re-render without a configuration.
afterEach(() => {
  cleanup();
  document.body.replaceChildren(); // a fragment left behind would be in the next file's page
  sessionStore.setState({ config: null });
});

describe("the invoice's fragment shows the invoice's first rows as InvoiceSummary does, before the app", () => {
  it.each<[string, 'en' | 'fr', Currency, Partial<Invoice>]>([
    ['English, euro', 'en', EUR, {}],
    ['French, euro', 'fr', EUR, { amount: 1234.5 }],
    ['English, a currency Intl writes as its code (lek)', 'en', { name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'L' }, { amount: 0 }],
    ['French, US dollar', 'fr', { name: 'US Dollar', abbreviation: 'USD', symbol: '$' }, { amount: 3 }],
    ['a currency code Intl refuses', 'en', { name: 'Coins', abbreviation: 'COINS', symbol: '¢' }, { amount: 7.25 }],
  ])('%s', async (_, language, currency, overrides) => {
    const invoice = testInvoice({ _id: 'inv 1/x', name: 'Plan <b>', ...overrides });
    signedIn(language, { [`/api/invoices/${encodeURIComponent(invoice._id)}`]: earlyAnswer({ invoice }), '/api/': earlyAnswer({ currency }) });
    const fragment = includeFragment('inv 1/x');
    await loadLanguage(language);
    await vi.waitFor(() => expect(fragment.querySelector('[role=status]')).toBeNull());

    sessionStore.setState({ config: { currency } as Config });
    const { container } = render(<InvoiceSummary invoice={invoice} cycle={null} />);
    expect(firstRows(fragment)).toEqual(firstRows(container));
    expect(fragment.querySelector('h1')?.textContent).toBe(billingMessage('invoiceTitle', { id: 'inv 1/x' }));
  });

  it.each<[string, EarlyCalls]>([
    ['no early calls', {}],
    ['the invoice refused', { '/api/invoices/inv-1': earlyAnswer({ error: 'Not found' }, 404), '/api/': earlyAnswer({ currency: EUR }) }],
    ['another invoice asked for', { '/api/invoices/inv-2': earlyAnswer({ invoice: testInvoice({ _id: 'inv-2' }) }), '/api/': earlyAnswer({ currency: EUR }) }],
    ['the configuration failed', { '/api/invoices/inv-1': earlyAnswer({ invoice: testInvoice() }), '/api/': earlyAnswer({}, 500) }],
    ['an invoice without an amount', { '/api/invoices/inv-1': earlyAnswer({ invoice: { name: 'x' } }), '/api/': earlyAnswer({ currency: EUR }) }],
    ['a configuration without a currency', { '/api/invoices/inv-1': earlyAnswer({ invoice: testInvoice() }), '/api/': earlyAnswer({ currency: null }) }],
  ])('%s: the loading notice stays, for the app to do the rest', async (_, calls) => {
    signedIn('en', calls);
    const fragment = includeFragment();
    await earlyCallsSettled(calls);
    expect(fragment.querySelector('[role=status]')?.textContent).toBe('Loading the invoice…');
    expect(fragment.querySelector('dl')?.hidden).toBe(true);
  });

  it('a signed-out visitor never sees it', () => {
    expect(includeFragment().isConnected).toBe(false);
  });
});

describe("the invoice's fragment and the app's start", () => {
  it('the app starts once the amount is on screen (its scripts would hold the answers back)', async () => {
    const boot = recordAppStart();
    signedIn('en', { '/api/invoices/inv-1': earlyAnswer({ invoice: testInvoice() }), '/api/': earlyAnswer({ currency: EUR }) });
    const fragment = includeFragment();
    expect(boot.startsAfter).not.toBeNull();
    await boot.startsAfter;
    expect(fragment.querySelector('[role=status]')).toBeNull();
    expect(fragment.querySelector('dl')?.hidden).toBe(false);
  });

  it('and when the amount cannot be shown, at once', async () => {
    const boot = recordAppStart();
    signedIn('en', { '/api/invoices/inv-1': earlyAnswer({ error: 'Not found' }, 404), '/api/': earlyAnswer({ currency: EUR }) });
    includeFragment();
    await expect(boot.startsAfter).resolves.toBeUndefined();
  });
});
