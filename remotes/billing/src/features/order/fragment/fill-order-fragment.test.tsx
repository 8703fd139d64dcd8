import fs from 'node:fs';
import path from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { loadLanguage } from '@panel/ui';
import { fragmentTools } from '@panel/ui/fragment-tools';
import { earlyAnswer, includeServerFragment, recordAppStart } from '@panel/ui/testing';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { orderEnglish } from '../../../messages/order.en';
import { orderFrench } from '../../../messages/order.fr';
import { OrderScreen } from '../OrderScreen';
import { inPlansMode, renderOrderScreen } from '../test-utils/render-order-screen';
import { fillOrderFragment } from './fill-order-fragment';

installMockApi();

/** The billing remote's fragment of `/order` as the shell's server includes it. */
const INCLUDED = fs.readFileSync(path.join(import.meta.dirname, '../../../../public/fragments/order.html'), 'utf8');
/** The shell's tools for fragments (its index.html inlines them before any fragment). */
const FRAGMENT_TOOLS = fs.readFileSync(path.join(import.meta.dirname, '../../../../../../shell/boot/fragment-tools.js'), 'utf8');

const customer = DEMO_USERS.customer;

beforeEach(() => inPlansMode());
afterEach(() => {
  cleanup();
  document.body.replaceChildren(); // a fragment left behind would be in the next file's page
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
  history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
});

/** The fragment at `/order<search>` for the customer, the page's early calls answered by the mock (or `listing`). */
async function showFragment({ language = 'en', search = '', listing }: { language?: 'en' | 'fr'; search?: string; listing?: unknown } = {}) {
  localStorage.setItem('token', customer.token);
  localStorage.setItem('userId', customer.id);
  document.documentElement.lang = language;
  history.replaceState(null, '', `/order${search}`);
  const answer = listing ?? (await (await call('/api/shop/listing', { token: customer.token })).json());
  window.__PANEL_EARLY_API__ = {
    [`/api/user/${customer.id}/info`]: earlyAnswer(publicUser(db.users.get(customer.id)!)),
    '/api/': earlyAnswer(structuredClone(db.config)),
    '/api/shop/listing': earlyAnswer(answer),
  };
  const boot = recordAppStart();
  const holder = includeServerFragment(INCLUDED, FRAGMENT_TOOLS);
  await fillOrderFragment(holder, fragmentTools());
  return { holder, boot };
}

const cardTexts = (root: HTMLElement) => [...root.querySelectorAll('section.order-plan')].map((card) => card.textContent);

describe("the order fragment, before the app's JavaScript", () => {
  it('says, in the catalogue’s words, what it is loading, in both languages', () => {
    const keys = ['orderTitle', 'orderIntro', 'orderLoading'] as const;
    expect(keys.filter((key) => !INCLUDED.includes(`>${orderEnglish[key]}<`) || !INCLUDED.includes(`data-fr="${orderFrench[key]}"`))).toEqual([]);
  });

  it('draws every plan on sale as the app’s cards do, then lets the app start', async () => {
    const { holder, boot } = await showFragment();
    expect(holder.querySelector('[data-order-loading]')).toBeNull();
    const drawn = cardTexts(holder);
    const links = [...holder.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
    const headings = [...holder.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(drawn.length).toBeGreaterThan(2);
    expect(boot.startsAfter).not.toBeNull();
    expect(boot.appStarted).toBe(false);

    holder.remove();
    renderOrderScreen(OrderScreen, '/order', '/order');
    await screen.findByRole('heading', { level: 2, name: 'Minecraft' });
    const app = screen.getByRole('heading', { level: 1, name: 'Order' }).closest('.billing-page') as HTMLElement;
    expect(cardTexts(app)).toEqual(drawn);
    expect([...app.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(headings);
    expect([...app.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual(links);
  });

  it('writes the cards in French on a French page', async () => {
    await loadLanguage('fr');
    const { holder } = await showFragment({ language: 'fr' });
    expect(within(holder).getByRole('heading', { level: 1, name: 'Commander' })).toBeInTheDocument();
    const pro = within(holder).getByRole('region', { name: 'Minecraft Pro' });
    expect(pro).toHaveTextContent('Mémoire');
    expect(pro.querySelector('.order-plan-price')?.textContent).toMatch(/^9,99\s€ \/ mois$/);
    await loadLanguage('en');
  });

  it.each([
    ['a promotion link', { search: '?discount=SPRING' }],
    ['a malformed listing', { listing: { listing: [{ _id: 'x', category: 'minecraft', productContent: { cpu: 'lots' } }] } }],
    ['an empty listing', { listing: { listing: [] } }],
  ])('leaves %s to the app', async (_, options) => {
    const { holder, boot } = await showFragment(options);
    expect(holder.isConnected).toBe(false);
    expect(boot.appStarted).toBe(true);
  });

  it('leaves an instance selling per-server plans to the app (it shows no /order)', async () => {
    await call('/api/__mock/config', { method: 'PATCH', body: { features: { perServerPlans: true } } });
    const { holder, boot } = await showFragment();
    expect(holder.isConnected).toBe(false);
    expect(boot.appStarted).toBe(true);
  });
});
