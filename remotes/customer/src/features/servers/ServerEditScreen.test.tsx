import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { perServerPlansFor } from '@panel/rules';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../mocks/src/seed';
import { SEED_LOCATIONS } from '../../../../../mocks/src/seed/catalogue';
import { SEED_SERVERS } from '../../../../../mocks/src/seed/servers';
import { installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { ServerEditScreen } from './ServerEditScreen';
import { atSeedTime, renderServerScreen, requestsTo } from './test-utils/render-server-screen';

installMockApi();

const serverOf = (id: string) => db.domain.servers.find((server) => server._id === id);
const openEdit = (id: string, user?: keyof typeof DEMO_USERS) => renderServerScreen(ServerEditScreen, '/server/edit/:id', `/server/edit/${id}`, user);
// The mock API's fetch (msw patches it when it starts listening), put back after a test replaced it.
let originalFetch: typeof fetch;

beforeEach(async () => {
  originalFetch = globalThis.fetch;
  await atSeedTime();
});
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

describe('the edit screen (resource split)', () => {
  it('shows skeletons while loading, then the server’s name and what the account has left', async () => {
    openEdit(SEED_SERVERS.survival);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the server…');
    expect(await screen.findByRole('textbox', { name: 'Server name' })).toHaveValue('Survival SMP');
    // 16384 MB of limits, 10240 used of which 2048 by this server.
    const memory = await screen.findByRole('spinbutton', { name: 'Memory (MB)' });
    expect(memory).toHaveValue(2048);
    expect(memory).toHaveAccessibleDescription('At most 8192; 6144 left on your account after this.');
  });

  it('updates what is left as a value changes, and refuses more than is left without sending anything', async () => {
    const user = userEvent.setup();
    const edits = requestsTo('PATCH', `/api/server/${SEED_SERVERS.survival}/edit`);
    openEdit(SEED_SERVERS.survival);
    const memory = await screen.findByRole('spinbutton', { name: 'Memory (MB)' });
    await user.clear(memory);
    await user.type(memory, '4096');
    expect(memory).toHaveAccessibleDescription('At most 8192; 4096 left on your account after this.');
    await user.clear(memory);
    await user.type(memory, '9000');
    expect(memory).toHaveAccessibleErrorMessage('More than your account has left: at most 8192.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(edits).toEqual([]);
    await waitFor(() => expect(memory).toHaveFocus());
  });

  it('saves a rename once on a double click, then goes home', async () => {
    const user = userEvent.setup();
    const edits = requestsTo('PATCH', `/api/server/${SEED_SERVERS.survival}/edit`);
    openEdit(SEED_SERVERS.survival);
    const name = await screen.findByRole('textbox', { name: 'Server name' });
    await screen.findByRole('spinbutton', { name: 'CPU (%)' });
    await user.clear(name);
    await user.type(name, 'Hardcore SMP');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(edits).toHaveLength(1);
    expect(serverOf(SEED_SERVERS.survival)).toMatchObject({ name: 'Hardcore SMP', limits: { memory: 2048 } });
  });

  it('asks for a name before saving', async () => {
    const user = userEvent.setup();
    openEdit(SEED_SERVERS.survival);
    await screen.findByRole('spinbutton', { name: 'CPU (%)' });
    await user.clear(screen.getByRole('textbox', { name: 'Server name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Server name' })).toHaveAccessibleErrorMessage('Give the server a name.');
  });

  it('says why the server refused an edit over the limits (they shrank meanwhile), and shows the new room', async () => {
    const user = userEvent.setup();
    openEdit(SEED_SERVERS.survival);
    const memory = await screen.findByRole('spinbutton', { name: 'Memory (MB)' });
    await user.clear(memory);
    await user.type(memory, '8192');
    const account = (await import('../../../../../mocks/src/domain/accounts')).accountOf(DEMO_USERS.customer.id);
    account.limits = { ...account.limits, memory: 12288 };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText('The server refused these changes')).toBeInTheDocument();
    expect(refusal).toHaveTextContent('Memory (MB): is over your limit: 4096 left');
    await waitFor(() => expect(memory).toHaveAccessibleErrorMessage('More than your account has left: at most 4096.'));
    expect(serverOf(SEED_SERVERS.survival)?.limits.memory).toBe(2048);
  });

  it.each([
    ['an unknown server', 'srv-none'],
    ['someone else’s server', SEED_SERVERS.creative],
  ])('says clearly that %s is not there', async (_, id) => {
    openEdit(id);
    expect(await screen.findByText('This server does not exist, or it is not yours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Server not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/');
  });

  it('shows the kit’s message and a Retry when the server cannot be loaded', async () => {
    const { HttpResponse } = await import('msw');
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === `/api/server/${SEED_SERVERS.survival}`) return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
      return originalFetch(input, init);
    };
    openEdit(SEED_SERVERS.survival);
    expect(await screen.findByRole('heading', { name: 'The server could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    globalThis.fetch = originalFetch;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Server name' })).toHaveValue('Survival SMP');
  });
});

describe('the edit screen (per-server plans)', () => {
  beforeEach(() => {
    db.config.features.perServerPlans = perServerPlansFor('plans');
  });

  it('explains a plan change before confirming it: what changes, the price difference, when it is charged, the files kept', async () => {
    const user = userEvent.setup();
    const edits = requestsTo('PATCH', `/api/server/${SEED_SERVERS.awaiting}/editPsp`);
    openEdit(SEED_SERVERS.awaiting);
    expect(await screen.findByRole('radio', { name: /Minecraft Starter \(current\)/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Minecraft Pro/ }));
    const explained = screen.getByRole('region', { name: 'Explain this charge' });
    expect(explained).toHaveTextContent('Memory (MB): 2048 → 8192');
    expect(explained).toHaveTextContent('Each renewal costs €5.00 more: €9.99 instead of €4.99.');
    expect(explained).toHaveTextContent('Nothing is charged now. The new price is charged from the server’s next renewal invoice.');
    expect(explained).toHaveTextContent('The server keeps its files.');

    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of Starter world?' });
    expect(dialog).toHaveTextContent('Each renewal costs €5.00 more');
    expect(edits).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(edits).toHaveLength(1);
    expect(serverOf(SEED_SERVERS.awaiting)).toMatchObject({ plan: 'plan-mc-pro', limits: { memory: 8192 } });
  });

  it('names the renewal date when the server has one, and a downgrade’s saving', async () => {
    const user = userEvent.setup();
    const server = serverOf(SEED_SERVERS.awaiting);
    if (server) Object.assign(server, { plan: 'plan-mc-pro', renewal: Date.parse('2026-12-20T10:00:00Z') });
    openEdit(SEED_SERVERS.awaiting);
    await user.click(await screen.findByRole('radio', { name: /Minecraft Starter/ }));
    const explained = screen.getByRole('region', { name: 'Explain this charge' });
    expect(explained).toHaveTextContent('Each renewal costs €5.00 less: €4.99 instead of €9.99.');
    expect(explained).toHaveTextContent(/from the next renewal, on .*2026/);
  });

  it('offers no plan the server’s location does not take, saying why', async () => {
    const server = serverOf(SEED_SERVERS.awaiting);
    if (server) Object.assign(server, { plan: 'plan-mc-pro', location: SEED_LOCATIONS.newYork });
    openEdit(SEED_SERVERS.awaiting);
    expect(await screen.findByRole('radio', { name: /Minecraft Pro \(current\)/ })).toBeChecked();
    const starter = screen.getByRole('radio', { name: /Minecraft Starter/ });
    expect(starter).toBeDisabled();
    expect(starter).toHaveAccessibleName(/New York takes servers on Minecraft Pro only/);
  });

  it('renames without a confirmation when the plan stays', async () => {
    const user = userEvent.setup();
    openEdit(SEED_SERVERS.awaiting);
    await screen.findByRole('radio', { name: /current/ });
    const name = screen.getByRole('textbox', { name: 'Server name' });
    await user.clear(name);
    await user.type(name, 'Starter world 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(serverOf(SEED_SERVERS.awaiting)).toMatchObject({ name: 'Starter world 2', plan: 'plan-mc-starter' });
  });
});

describe('keyboard', () => {
  it('reaches the name, every resource and Save in order', async () => {
    const user = userEvent.setup();
    openEdit(SEED_SERVERS.survival);
    await screen.findByRole('spinbutton', { name: 'Backups' });
    await act(async () => screen.getByRole('textbox', { name: 'Server name' }).focus());
    const order = [];
    for (let step = 0; step < 7; step += 1) {
      await user.tab();
      order.push(document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent);
    }
    expect(order).toEqual(['cpu', 'memory', 'disk', 'allocations', 'databases', 'backups', 'Save']);
  });
});
