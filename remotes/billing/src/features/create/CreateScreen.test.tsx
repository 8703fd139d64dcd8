import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../mocks/src/db';
import { accountOf } from '../../../../../mocks/src/domain/accounts';
import { usageOf } from '../../../../../mocks/src/domain/servers';
import { DEMO_USERS } from '../../../../../mocks/src/seed';
import { SEED_NOW } from '../../../../../mocks/src/seed/reference-time';
import { call, installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { CreateScreen } from './CreateScreen';

installMockApi();

// Radix measures the hidden input a radio group keeps inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const customer = DEMO_USERS.customer;
let originalFetch: typeof fetch;

/** Each create call the screen sends. */
function createCalls(): string[] {
  const sent: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/server/create') sent.push(request.url);
    return original(input, init);
  };
  return sent;
}

function openCreate() {
  localStorage.setItem('token', customer.token);
  const user = db.users.get(customer.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: customer.id, token: customer.token, user: user ? publicUser(user) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/create']}>
        <Routes>
          <Route path="/create" element={<CreateScreen />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** What the demo customer's account leaves of a resource now. */
const left = (resource: 'memory' | 'cpu' | 'backups') => accountOf(customer.id).limits[resource] - usageOf(customer.id)[resource];

const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));
const currentStep = () => screen.getByRole('navigation', { name: 'Steps' }).querySelector('[aria-current="step"]');

async function toResources(user: ReturnType<typeof userEvent.setup>, location = /Helsinki/) {
  await user.type(await screen.findByRole('textbox', { name: 'Server name' }), 'Lobby world');
  await user.click(await screen.findByRole('radio', { name: /Minecraft: Paper/ }));
  await next(user);
  await user.click(await screen.findByRole('radio', { name: location }));
  await next(user);
  return screen.findByRole('spinbutton', { name: 'Memory (MB)' });
}

beforeEach(async () => {
  originalFetch = globalThis.fetch;
  await call('/api/__mock/clock', { method: 'POST', body: { now: SEED_NOW } });
});
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

describe('the create stepper', () => {
  it('shows skeletons while loading, then the first step named and current, with the games in sight', async () => {
    openCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create server' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Server name' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Minecraft: Paper/ })).toBeVisible();
    expect(currentStep()).toHaveTextContent('Name and game');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 4 Name and game');
  });

  it('checks each step before the next: a name and a game, then a location', async () => {
    const user = userEvent.setup();
    openCreate();
    const name = await screen.findByRole('textbox', { name: 'Server name' });
    await next(user);
    expect(name).toHaveAccessibleErrorMessage('Give the server a name.');
    expect(await screen.findByText('Choose a game.')).toBeVisible();
    await user.type(name, 'x'.repeat(65));
    expect(name).toHaveAccessibleErrorMessage('At most 64 characters.');
    await user.clear(name);
    await user.type(name, 'Lobby world');
    await next(user);
    expect(currentStep()).toHaveTextContent('Name and game');
    await user.click(screen.getByRole('radio', { name: /Minecraft: Paper/ }));
    await next(user);
    await next(user);
    expect(await screen.findByText('Choose a location.')).toBeVisible();
    // Back keeps what was chosen.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /Minecraft: Paper/ })).toBeChecked();
  });

  it('a location that needs a plan the customer lacks says which, with a link to it', async () => {
    const user = userEvent.setup();
    openCreate();
    await user.type(await screen.findByRole('textbox', { name: 'Server name' }), 'Lobby world');
    await user.click(await screen.findByRole('radio', { name: /Minecraft: Paper/ }));
    await next(user);
    const newYork = await screen.findByRole('radio', { name: /New York/ });
    expect(newYork).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Get Minecraft Pro' })).toHaveAttribute('href', '/shop/plan-mc-pro');
  });

  it('bounds the resources by what the account has left, live, and refuses more before sending', async () => {
    const user = userEvent.setup();
    const sent = createCalls();
    openCreate();
    const memory = await toResources(user);
    const room = left('memory');
    expect(memory).toHaveAccessibleDescription(`${room} available: ${room - 128} left after this`);
    await user.clear(memory);
    await user.type(memory, String(room + 1));
    expect(memory).toHaveAccessibleErrorMessage(`Your account has only ${room} left.`);
    await next(user);
    expect(currentStep()).toHaveTextContent('Resources');
    await waitFor(() => expect(memory).toHaveFocus());
    const cpu = screen.getByRole('spinbutton', { name: 'CPU (%)' });
    await user.clear(cpu);
    await user.type(cpu, '5');
    await user.clear(memory);
    await user.type(memory, '1024');
    expect(memory).toHaveAccessibleDescription(`${room} available: ${room - 1024} left after this`);
    await next(user);
    expect(cpu).toHaveAccessibleErrorMessage('At least 10.');
    expect(sent).toEqual([]);
  });

  it('creates the server once on a double click after a summary of everything, then goes home', async () => {
    const user = userEvent.setup();
    const sent = createCalls();
    openCreate();
    const memory = await toResources(user);
    await user.clear(memory);
    await user.type(memory, '1024');
    await next(user);
    const summary = screen.getByRole('region', { name: 'Your new server' });
    expect(summary).toHaveTextContent('Lobby world');
    expect(summary).toHaveTextContent('Minecraft: Paper');
    expect(summary).toHaveTextContent('Helsinki');
    expect(within(summary).getByText('Memory (MB): 1024')).toBeVisible();
    await user.dblClick(screen.getByRole('button', { name: 'Create server' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(db.domain.servers.filter((server) => server.name === 'Lobby world' && server.uid === customer.id)).toHaveLength(1);
  });

  it('the limits shrank meanwhile: back to the resources with the API’s reason at the field', async () => {
    const user = userEvent.setup();
    openCreate();
    const memory = await toResources(user);
    await user.clear(memory);
    await user.type(memory, '1024');
    await next(user);
    accountOf(customer.id).limits.memory = usageOf(customer.id).memory + 512;
    await user.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await screen.findByText('Your account’s limits changed meanwhile: adjust the resources.')).toBeVisible();
    expect(currentStep()).toHaveTextContent('Resources');
    expect(screen.getByRole('spinbutton', { name: 'Memory (MB)' })).toHaveAccessibleErrorMessage('is over your limit: 512 left');
  });

  it('a location that went into maintenance meanwhile: its refusal shows at the location step', async () => {
    const user = userEvent.setup();
    openCreate();
    const memory = await toResources(user);
    await user.clear(memory);
    await user.type(memory, '1024');
    await next(user);
    const helsinki = db.domain.locations.find((location) => location.name === 'Helsinki');
    if (helsinki) helsinki.maintenance = true;
    await user.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await screen.findByText('Helsinki is in maintenance')).toBeVisible();
    expect(currentStep()).toHaveTextContent('Location');
  });

  it('a game that needs a plan since: its refusal shows at the step of the game', async () => {
    const user = userEvent.setup();
    openCreate();
    await toResources(user);
    await next(user);
    const paper = db.domain.eggs.find((egg) => egg.name === 'Minecraft: Paper');
    if (paper) paper.requiredSubscriptions = ['plan-mc-pro'];
    await user.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await screen.findByText('Minecraft: Paper needs a plan you do not hold')).toBeVisible();
    expect(currentStep()).toHaveTextContent('Name and game');
  });

  it('with no server slot left, says so and links to the shop instead of a form', async () => {
    accountOf(customer.id).limits.servers = usageOf(customer.id).servers;
    openCreate();
    expect(await screen.findByText('You have no server slot left')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('textbox', { name: 'Server name' })).not.toBeInTheDocument();
  });

  it('without any game, says what to do instead of a dead form', async () => {
    db.domain.eggs.splice(0);
    openCreate();
    expect(await screen.findByText('No server can be created yet')).toBeVisible();
    expect(screen.getByText(/No game can be installed/)).toBeVisible();
  });

  it('a failed load says so, with Retry', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/eggs') return Promise.resolve(Response.json({ message: 'Down for a moment' }, { status: 500 }));
      return original(input, init);
    };
    openCreate();
    expect(await screen.findByText('What you need to create a server could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
