import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config, Currency, Invoice } from '@panel/api/contract';
import { sessionStore } from '@panel/session';
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
const answered = (body: unknown, status = 200) => ({ token: 'tok-1', startedAt: Date.now(), response: Promise.resolve(new Response(JSON.stringify(body), { status })) });

/** The fragment in the page, with its inline scripts run as the browser runs them. */
function includeFragment(id = 'inv-1'): HTMLElement {
  const holder = document.createElement('div');
  holder.setAttribute('data-boot-fragment', '');
  holder.innerHTML = includedFragment(id);
  document.body.append(holder);
  // The shell's inline boot script the fragment's own scripts use, as index.html runs it first.
  new Function(FRAGMENT_TOOLS)();
  for (const script of holder.querySelectorAll('script')) {
    Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
    new Function(script.textContent)();
  }
  Reflect.deleteProperty(document, 'currentScript');
  return holder;
}

/** Every early answer read and every callback on it run: whatever the fragment does with them is done. */
async function settled(calls: EarlyCalls) {
  await Promise.all(Object.values(calls).map((call) => call?.response.then((answer) => answer.clone().text())));
  await new Promise((resolve) => setTimeout(resolve));
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
    signedIn(language, { [`/api/invoices/${encodeURIComponent(invoice._id)}`]: answered({ invoice }), '/api/': answered({ currency }) });
    const fragment = includeFragment('inv 1/x');
    await vi.waitFor(() => expect(fragment.querySelector('[role=status]')).toBeNull());

    sessionStore.setState({ config: { currency } as Config });
    const { container } = render(<InvoiceSummary invoice={invoice} cycle={null} />);
    expect(firstRows(fragment)).toEqual(firstRows(container));
    expect(fragment.querySelector('h1')?.textContent).toBe(billingMessage('invoiceTitle', { id: 'inv 1/x' }));
  });

  it.each<[string, EarlyCalls]>([
    ['no early calls', {}],
    ['the invoice refused', { '/api/invoices/inv-1': answered({ error: 'Not found' }, 404), '/api/': answered({ currency: EUR }) }],
    ['another invoice asked for', { '/api/invoices/inv-2': answered({ invoice: testInvoice({ _id: 'inv-2' }) }), '/api/': answered({ currency: EUR }) }],
    ['the configuration failed', { '/api/invoices/inv-1': answered({ invoice: testInvoice() }), '/api/': answered({}, 500) }],
    ['an invoice without an amount', { '/api/invoices/inv-1': answered({ invoice: { name: 'x' } }), '/api/': answered({ currency: EUR }) }],
    ['a configuration without a currency', { '/api/invoices/inv-1': answered({ invoice: testInvoice() }), '/api/': answered({ currency: null }) }],
  ])('%s: the loading notice stays, for the app to do the rest', async (_, calls) => {
    signedIn('en', calls);
    const fragment = includeFragment();
    await settled(calls);
    expect(fragment.querySelector('[role=status]')?.textContent).toBe('Loading the invoice…');
    expect(fragment.querySelector('dl')?.hidden).toBe(true);
  });

  it('a signed-out visitor never sees it', () => {
    expect(includeFragment().isConnected).toBe(false);
  });
});
