import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { perServerPlansFor } from '@panel/rules';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../mocks/src/db';
import { SEED_LOCATIONS } from '../../../../../mocks/src/seed/catalogue';
import { SEED_SERVERS } from '../../../../../mocks/src/seed/servers';
import { installMockApi } from '../../../../../mocks/src/testing/mock-api';
import { ServerTransferScreen } from './ServerTransferScreen';
import { atSeedTime, renderServerScreen, requestsTo } from './test-utils/render-server-screen';

installMockApi();

const survival = SEED_SERVERS.survival;
const openTransfer = (id: string = survival) => renderServerScreen(ServerTransferScreen, '/server/transfer/:id', `/server/transfer/${id}`);
const locationOf = (id: string) => db.domain.locations.find((location) => location._id === id);
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

describe('the transfer screen', () => {
  it('offers each location with its free slots, and says why the others cannot be chosen', async () => {
    openTransfer();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the server…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer Survival SMP' })).toBeInTheDocument();
    expect(screen.getByText('Now in Frankfurt')).toBeInTheDocument();
    const helsinki = await screen.findByRole('radio', { name: /Helsinki/ });
    expect(helsinki).toBeEnabled();
    expect(helsinki).toHaveAccessibleName(/Helsinki\s*18 free slots/);
    expect(screen.getByRole('radio', { name: /Frankfurt/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Frankfurt/ })).toHaveAccessibleName(/The server is here now/);
    const newYork = screen.getByRole('radio', { name: /New York/ });
    expect(newYork).toBeDisabled();
    expect(newYork).toHaveAccessibleName(/0 free slots · Needs a plan you do not hold · Full/);
  });

  it('sold by plan, offers a location the server’s own plan opens, though the customer holds no such plan', async () => {
    db.config.features.perServerPlans = perServerPlansFor('plans');
    const newYork = locationOf(SEED_LOCATIONS.newYork);
    if (newYork) newYork.maxservers = 10;
    const server = db.domain.servers.find((candidate) => candidate._id === survival);
    if (server) server.plan = 'plan-mc-pro';
    openTransfer();
    const newYorkChoice = await screen.findByRole('radio', { name: /New York/ });
    expect(newYorkChoice).toBeEnabled();
    expect(newYorkChoice).not.toHaveAccessibleName(/Needs a plan/);
  });

  it('moves the server after the confirmation, once on a double click, then shows its new location', async () => {
    const user = userEvent.setup();
    const transfers = requestsTo('POST', `/api/server/${survival}/transfer`);
    openTransfer();
    await user.click(await screen.findByRole('radio', { name: /Helsinki/ }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Survival SMP to Helsinki?' });
    expect(dialog).toHaveTextContent('The server keeps its files.');
    expect(transfers).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Move to Helsinki' }));
    expect(await screen.findByText('Survival SMP is now in Helsinki.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Now in Helsinki')).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Helsinki/ })).toBeDisabled();
    expect(transfers).toHaveLength(1);
    expect(db.domain.servers.find((server) => server._id === survival)?.location).toBe(SEED_LOCATIONS.helsinki);
  });

  it('shows the API’s reason when it refuses (the location went into maintenance meanwhile), and why beside that location', async () => {
    const user = userEvent.setup();
    openTransfer();
    await user.click(await screen.findByRole('radio', { name: /Helsinki/ }));
    const helsinki = locationOf(SEED_LOCATIONS.helsinki);
    if (helsinki) helsinki.maintenance = true;
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move to Helsinki' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The transfer was refused');
    expect(refusal).toHaveTextContent('Helsinki is in maintenance');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Helsinki/ })).toHaveAccessibleName(/In maintenance/));
    expect(screen.getByRole('radio', { name: /Helsinki/ })).not.toBeChecked();
    expect(screen.getByText('Now in Frankfurt')).toBeInTheDocument();
  });

  it('asks for a location before confirming anything', async () => {
    const user = userEvent.setup();
    openTransfer();
    await screen.findByRole('radio', { name: /Helsinki/ });
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Choose where to move the server.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is usable with the keyboard: arrows pick a location, Enter asks to confirm', async () => {
    const user = userEvent.setup();
    openTransfer();
    const helsinki = await screen.findByRole('radio', { name: /Helsinki/ });
    helsinki.focus();
    await user.keyboard(' ');
    expect(helsinki).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Transfer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Move Survival SMP to Helsinki?' })).toBeInTheDocument();
  });

  it('says when the locations cannot be loaded, with the kit’s message and a Retry', async () => {
    const { HttpResponse } = await import('msw');
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return new URL(request.url).pathname === '/api/locations' ? HttpResponse.json({}, { status: 503 }) : originalFetch(input, init);
    };
    openTransfer();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The locations could not be loaded.');
    expect(failure).toHaveTextContent('The server could not complete this right now. Try again in a moment.');
    globalThis.fetch = originalFetch;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /Helsinki/ })).toBeEnabled();
  });

  it('says clearly that an unknown server is not there', async () => {
    openTransfer('srv-none');
    expect(await screen.findByText('This server does not exist, or it is not yours.')).toBeInTheDocument();
  });
});
