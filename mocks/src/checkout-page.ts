import type { Config, Invoice } from '@panel/api/contract';
import { escapeHtml, standInPage } from './http/stand-in-page';

export const HOSTED_PROVIDERS = ['coingate', 'litepay', 'cashfree'] as const;
export type HostedProvider = (typeof HOSTED_PROVIDERS)[number];

export interface CheckoutSession {
  provider: HostedProvider;
  invoiceId: string;
  amount: number;
  state: 'open' | 'paid' | 'cancelled';
}

const NAMES: Record<HostedProvider, { name: string; pays: string }> = {
  coingate: { name: 'CoinGate', pays: 'Bitcoin, Litecoin, Zcash, Bitcoin Cash, Monero, Ethereum or Dogecoin' },
  litepay: { name: 'LitePay', pays: 'Bitcoin, Litecoin, Zcash, Bitcoin Cash, Monero, Ethereum or Dogecoin' },
  cashfree: { name: 'CashFree', pays: 'UPI or Netbanking' },
};

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f5f8;color:#1b1f2a;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{background:#fff;border-radius:12px;padding:2rem;max-width:420px;box-shadow:0 4px 24px rgba(0,0,0,.08)}' +
  '.note{font-size:.85rem;color:#667}form{display:inline}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;cursor:pointer;margin-right:.5rem}' +
  '.pay{background:#2f6fed;color:#fff}.cancel{background:#e4e6eb}';

/** The stand-in for a provider's hosted checkout page: Pay or Cancel, nothing else. */
export function checkoutPage(sessionId: string, session: CheckoutSession, invoice: Invoice, config: Config): Response {
  const { name, pays } = NAMES[session.provider];
  const amount = `${config.currency.symbol}${session.amount.toFixed(2)}`;
  const action = (verb: string) => `/api/__provider/checkout/${encodeURIComponent(sessionId)}/${verb}`;
  const closed = session.state !== 'open';
  const body = `<h1>${name}</h1>
<p class="note">Stand-in checkout of the mock API: no real payment is made.</p>
<p>${escapeHtml(config.info.name)} asks you to pay <strong>${escapeHtml(amount)}</strong> for invoice <strong>${escapeHtml(invoice._id)}</strong> (${escapeHtml(invoice.name)}) with ${pays}.</p>
${closed ? `<p role="status">This checkout is ${session.state}.</p>` : `<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form><form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>`}`;
  return standInPage({ title: `${name} checkout (stand-in)`, style: STYLE, body });
}
