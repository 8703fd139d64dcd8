import { cleanup, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config, Location, QueueInfo, Server, ServerView, User } from '@panel/api/contract';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { loadLanguage, switchLanguage } from '@panel/ui';
import '../../../messages';
import { ServersSection } from '../ServersSection';
import { drawServers, serversSection, type ServersContext } from './draw-servers';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 10);
const coins = { amount: 50, hours: 168, exceptions: [] };

const node = (overrides: Partial<Location> = {}): Location => ({
  _id: 'loc-1', name: 'Frankfurt', flag: 'data:image/svg+xml,x', platform: 'PTERODACTYL', maxservers: 10, latencyurl: '', requiredRank: 0,
  maintenance: false, requiredSubscriptions: [], coinRenewal: null, servers: 1, ...overrides,
});

function view(id: string, state: ServerView['state'], db: Partial<Server> = {}, location: Partial<Location> = {}, extra: Partial<ServerView> = {}): ServerView {
  const stored: Server = {
    _id: id, uid: 'u-1', name: `Server ${id}`, location: 'loc-1', egg: 'egg-1', platform: 'PTERODACTYL', created: NOW - 100 * HOUR,
    expires: null, suspended: null, suspentionReason: null, awaitingPayment: false, invoice: null, renewal: null, nextCoinsRenewal: null,
    plan: null, billingCycle: null, installed: true, limits: { cpu: 150, memory: 1536, disk: 10240, databases: 0, allocations: 1, backups: 0, servers: 1 }, ...db,
  };
  return {
    _id: id, name: stored.name, state, suspended: stored.suspended !== null, suspentionReason: stored.suspentionReason, deletionAt: null,
    identifier: `ident-${id}`, node: node(location), egg: { _id: 'egg-1', name: 'Minecraft: Paper', description: '', category: '', icon: '', requiredSubscriptions: [], envVars: {}, servers: 1 },
    owner: { _id: 'u-1', username: 'casey' }, db: stored, ...extra,
  } as ServerView;
}

const SERVERS: ServerView[] = [
  view('a', 'active', { nextCoinsRenewal: NOW + 60 * HOUR }, { coinRenewal: coins }),
  view('b', 'suspended', { nextCoinsRenewal: NOW - 24 * HOUR, suspended: NOW - HOUR, suspentionReason: 'RENEWAL_REQUIRED' }, { coinRenewal: coins }, { deletionAt: NOW + 6 * 24 * HOUR }),
  view('c', 'installing', { installed: false, nextCoinsRenewal: NOW + 150 * HOUR }, { coinRenewal: coins, flag: '' }),
  view('d', 'awaiting-payment', { awaitingPayment: true, invoice: 'inv-1', plan: 'p', billingCycle: 720 }),
  view('e', 'active', { renewal: NOW + 200 * HOUR, billingCycle: 720, plan: 'p' }),
  view('f', 'maintenance', { renewal: NOW - HOUR, billingCycle: 720 }, { maintenance: true }, { egg: null }),
  view('g', 'suspended', { suspended: NOW, suspentionReason: 'INACTIVE_USER' }),
];
const QUEUED: QueueInfo[] = [
  { _id: 'q-1', name: 'Waiting world', priority: 2, location: node({ name: 'New York' }), egg: null, position: { current: 2, total: 3 }, queuesbypriority: { staff: 0, premium: 2, free: 1 } },
];

const user = { _id: 'u-1', username: 'casey', coins: 20, balance: 0, plans: [] } as unknown as User;
const config = (perServerPlans: boolean) =>
  ({ features: { perServerPlans, adventCalendar: false }, info: { panelUrl: 'https://panel.example' }, welcomeImage: null, currency: { name: 'Euro', abbreviation: 'EUR', symbol: '€' } }) as unknown as Config;

/** The answers the fragment asked for early, as the app's first render finds them. */
function earlyAnswers(servers: ServerView[], queued: QueueInfo[]) {
  const answers: Record<string, unknown> = {
    '/api/user/u-1/servers': { servers: servers.map((server) => server._id), serversQueue: queued.map((entry) => entry._id) },
    ...Object.fromEntries(servers.map((server) => [`/api/server/${server._id}`, { server }])),
    ...Object.fromEntries(queued.map((entry) => [`/api/server/queue/${entry._id}`, { info: entry }])),
  };
  window.__PANEL_EARLY_API__ = Object.fromEntries(
    Object.entries(answers).map(([path, data]) => [path, { token: 'tok-1', startedAt: Date.now(), response: new Promise<Response>(() => {}), json: Promise.resolve(data), data }]),
  );
  return answers;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  localStorage.setItem('token', 'tok-1');
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  delete window.__PANEL_EARLY_API__;
  sessionStore.setState({ user: null, config: null });
  await switchLanguage('en');
});

describe("the fragment's servers are the home's, markup for markup", () => {
  it.each([
    ['English, resource split', 'en', true],
    ['French, plans', 'fr', false],
  ] as const)('%s', async (_, language, perServerPlans) => {
    await loadLanguage(language);
    await switchLanguage(language);
    earlyAnswers(SERVERS, QUEUED);
    sessionStore.setState({ user, userId: 'u-1', config: config(perServerPlans) } as never);
    const context: ServersContext = { userId: 'u-1', user, config: config(perServerPlans), language, now: NOW };

    const { container } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <ServersSection userId="u-1" />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(serversSection(SERVERS, QUEUED, context).outerHTML).toBe(container.innerHTML);
  });
});

describe('drawing from the early calls', () => {
  const context: ServersContext = { userId: 'u-1', user, config: config(false), language: 'en', now: NOW };
  const toolsAnswering = (answers: Record<string, unknown>) =>
    ({ callEarly: (path: string) => (path in answers ? Promise.resolve(answers[path]) : Promise.reject(new Error(path))) }) as never;

  it('draws every server and queued order once all have answered', async () => {
    const container = document.createElement('div');
    await drawServers(container, toolsAnswering(earlyAnswers(SERVERS, QUEUED)), context);
    expect([...container.querySelectorAll('article h3')].map((heading) => heading.textContent)).toEqual([...SERVERS.map((server) => server.name), 'Waiting world']);
  });

  it.each([
    ['a server that failed', (answers: Record<string, unknown>) => delete answers['/api/server/b']],
    ['a malformed server', (answers: Record<string, unknown>) => (answers['/api/server/b'] = { server: { name: 'x' } })],
    ['a malformed list', (answers: Record<string, unknown>) => (answers['/api/user/u-1/servers'] = { servers: 'a' })],
    ['no server at all (the app draws its empty state)', (answers: Record<string, unknown>) => (answers['/api/user/u-1/servers'] = { servers: [], serversQueue: [] })],
  ])('draws nothing for %s: the app does the rest', async (_, spoil) => {
    const answers = earlyAnswers(SERVERS, QUEUED);
    spoil(answers);
    const container = document.createElement('div');
    await drawServers(container, toolsAnswering(answers), context).catch(() => {});
    expect(container.children).toHaveLength(0);
  });

  it('leaves an instance with a welcome image to the app (it stands above the servers), and draws with the advent card on (it comes after them)', async () => {
    const container = document.createElement('div');
    const withImage = { ...context, config: { ...context.config, welcomeImage: 'https://img.example/w.png' } };
    await drawServers(container, toolsAnswering(earlyAnswers(SERVERS, QUEUED)), withImage);
    expect(container.children).toHaveLength(0);
    const withAdvent = { ...context, config: { ...context.config, features: { ...context.config.features, adventCalendar: true } } };
    await drawServers(container, toolsAnswering(earlyAnswers(SERVERS, QUEUED)), withAdvent);
    expect(container.children.length).toBeGreaterThan(0);
  });
});
