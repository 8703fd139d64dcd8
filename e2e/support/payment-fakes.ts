/**
 * Fakes of the PayPal JS SDK and Stripe.js, served with `page.route` at their real URLs so the
 * real `@paypal/react-paypal-js` and `@stripe/react-stripe-js` code loads and drives them.
 * Page routes take precedence over the fixture's closed network (a context route).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Invoice } from '@panel/api/contract';
import type { SignedIn } from '../fixtures';

export const PAYPAL_SDK = /^https:\/\/www\.paypal\.com\/sdk\/js(\?|$)/;
export const STRIPE_JS = /^https:\/\/js\.stripe\.com\//;

export const FAKE_PAYPAL_BUTTON = 'Fake PayPal checkout';
/** The mock's PayPal stand-in, where the buyer's approval creates the subscription as PayPal does. */
export const PAYPAL_SUBSCRIPTIONS_STAND_IN = '/api/__paypal/v1/billing/subscriptions';

interface PaypalFakeOptions {
  /** Approve this order id instead of the one createOrder returned (a capture the mock declines). */
  approveOrderID?: string;
}

/** `paypal.Buttons(opts)` renders one button that runs the buyer's side: create, approve. */
function paypalSdk(options: PaypalFakeOptions): string {
  return `(() => {
    const config = ${JSON.stringify(options)};
    const subscriptions = ${JSON.stringify(PAYPAL_SUBSCRIPTIONS_STAND_IN)};
    window.paypal = {
      Buttons(opts) {
        const run = async () => {
          try {
            if (opts.createSubscription) {
              const create = async ({ plan_id }) => {
                const response = await fetch(subscriptions, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ plan_id }) });
                if (!response.ok) throw new Error('PayPal refused the plan ' + plan_id);
                return (await response.json()).id;
              };
              const actions = { subscription: { create } };
              const subscriptionID = await opts.createSubscription({}, actions);
              await opts.onApprove({ subscriptionID, orderID: 'SUBSCRIPTION-ORDER' }, {});
            } else {
              const orderID = await opts.createOrder({}, {});
              await opts.onApprove({ orderID: config.approveOrderID ?? orderID }, {});
            }
          } catch (error) {
            if (opts.onError) opts.onError(error);
          }
        };
        return {
          isEligible: () => true,
          render(container) {
            const host = typeof container === 'string' ? document.querySelector(container) : container;
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = ${JSON.stringify(FAKE_PAYPAL_BUTTON)};
            button.addEventListener('click', () => void run());
            host.appendChild(button);
            return Promise.resolve();
          },
          close: () => Promise.resolve(),
        };
      },
    };
  })();`;
}

/** Serves the fake PayPal SDK; returns the SDK URLs the page asked for. */
export async function fakePaypal(page: Page, options: PaypalFakeOptions = {}): Promise<URL[]> {
  const requested: URL[] = [];
  await page.route(PAYPAL_SDK, (route) => {
    requested.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: paypalSdk(options) });
  });
  return requested;
}

interface StripeFakeOptions {
  /** confirmPayment resolves `{ error: { message } }` with this message instead of paying. */
  confirmError?: string;
}

/**
 * `window.Stripe(key)` with the Elements surface `@stripe/react-stripe-js` uses. confirmPayment
 * does what Stripe does for a succeeding card: the webhook (the mock's control endpoint) marks
 * the invoice paid, then the browser is sent to `return_url`.
 */
function stripeJs(options: StripeFakeOptions): string {
  return `(() => {
    const config = ${JSON.stringify(options)};
    const fake = (window.__stripeFake = { keys: [], clientSecret: null });
    function Stripe(key) {
      fake.keys.push(key);
      const created = {};
      const elements = (elementsOptions) => {
        fake.clientSecret = elementsOptions && elementsOptions.clientSecret;
        return {
          create(type) {
            const handlers = {};
            let node = null;
            const fire = (event) => (handlers[event] || []).forEach((cb) => cb({ elementType: type }));
            const element = {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                node = document.createElement('div');
                node.setAttribute('role', 'group');
                node.setAttribute('aria-label', 'Fake payment details');
                node.textContent = 'Card 4242 4242 4242 4242';
                host.appendChild(node);
                setTimeout(() => fire('ready'), 0);
              },
              on(event, cb) {
                (handlers[event] = handlers[event] || []).push(cb);
                if (event === 'ready' && node) setTimeout(() => cb({ elementType: type }), 0);
                return element;
              },
              off(event, cb) {
                handlers[event] = (handlers[event] || []).filter((h) => h !== cb);
                return element;
              },
              update() {},
              focus() {},
              blur() {},
              clear() {},
              collapse() {},
              unmount() { if (node) node.remove(); },
              destroy() { if (node) node.remove(); node = null; delete created[type]; },
            };
            created[type] = element;
            return element;
          },
          getElement: (type) => created[type] || null,
          update() {},
          fetchUpdates: () => Promise.resolve({}),
          submit: () => Promise.resolve({}),
        };
      };
      return {
        elements,
        createToken: () => Promise.resolve({}),
        createPaymentMethod: () => Promise.resolve({}),
        confirmCardPayment: () => Promise.resolve({}),
        _registerWrapper() {},
        registerAppInfo() {},
        async confirmPayment({ confirmParams }) {
          if (config.confirmError) return { error: { type: 'card_error', message: config.confirmError } };
          const response = await fetch('/api/__mock/stripe/confirm', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ clientSecret: fake.clientSecret }),
          });
          if (!response.ok) return { error: { type: 'api_error', message: 'The fake webhook failed' } };
          const { id } = await response.json();
          const url = new URL(confirmParams.return_url);
          url.searchParams.set('payment_intent', id);
          url.searchParams.set('redirect_status', 'succeeded');
          window.location.assign(url.toString());
          return new Promise(() => {});
        },
      };
    }
    Stripe.version = 'endive';
    window.Stripe = Stripe;
  })();`;
}

/** Serves the fake Stripe.js; returns the script URLs the page asked for. */
export async function fakeStripe(page: Page, options: StripeFakeOptions = {}): Promise<URL[]> {
  const requested: URL[] = [];
  await page.route(STRIPE_JS, (route) => {
    requested.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: stripeJs(options) });
  });
  return requested;
}

/** The publishable keys the page passed to `Stripe(key)`. */
export const stripeKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __stripeFake: { keys: string[] } }).__stripeFake.keys);

/** The invoice as the mock API holds it now. */
export async function invoiceOnServer(request: APIRequestContext, session: SignedIn, id: string): Promise<Invoice> {
  const response = await request.get(`/api/invoices/${id}`, { headers: { Authorization: `Bearer ${session.token}` } });
  return ((await response.json()) as { invoice: Invoice }).invoice;
}
