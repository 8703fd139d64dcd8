import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';
import { SEED_SERVERS } from '../../../../../../mocks/src/seed/servers';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin } from '../test-utils/render-as-admin';
import { ServerScreen } from './ServerScreen';

installMockApi();

let originalFetch: typeof fetch;
beforeEach(() => {
  originalFetch = globalThis.fetch;
});
afterEach(() => {
  cleanup();
  globalThis.fetch = originalFetch;
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

/** The URLs of the DELETE calls the screen sends. */
function deletesSent(): string[] {
  const sent: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'DELETE') sent.push(request.url);
    return original(input, init);
  };
  return sent;
}

const server = (id: string) => db.domain.servers.find((candidate) => candidate._id === id);
const open = async (id: string) => {
  renderAsAdmin('/staff/servers/:id', `/staff/servers/${id}`, <ServerScreen />);
  await screen.findByRole('heading', { level: 1 });
};

describe('ServerScreen', () => {
  it('shows the lifecycle and suspends with the chosen reason and note', async () => {
    const user = userEvent.setup();
    await open(SEED_SERVERS.survival);
    const lifecycle = screen.getByRole('region', { name: 'Lifecycle' });
    expect(await within(lifecycle).findByRole('link', { name: new RegExp(DEMO_USERS.customer.email) })).toHaveAttribute('href', `/staff/users/${DEMO_USERS.customer.id}`);
    const suspension = screen.getByRole('region', { name: 'Suspension' });
    await user.click(within(suspension).getByRole('button', { name: 'Suspend' }));
    expect(server(SEED_SERVERS.survival)?.suspended).toBeNull();
    await user.selectOptions(within(suspension).getByRole('combobox', { name: 'Reason' }), 'Inactive owner');
    await user.type(within(suspension).getByRole('textbox', { name: 'Note for the audit log' }), 'Idle for a year');
    await user.click(within(suspension).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(server(SEED_SERVERS.survival)).toMatchObject({ suspentionReason: 'INACTIVE_USER' }));
    expect(db.domain.auditlogs.at(-1)?.changes.note).toEqual({ before: null, after: 'Idle for a year' });
    expect(await within(lifecycle).findByText('Inactive owner')).toBeInTheDocument();
    expect(within(suspension).getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
  });

  it('deletes only once the name is typed, ignoring game-panel errors only when ticked', async () => {
    const user = userEvent.setup();
    const sent = deletesSent();
    await open(SEED_SERVERS.survival);
    await user.click(within(screen.getByRole('region', { name: 'Deletion' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Survival SMP?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Survival SMP');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ignore game-panel errors' }));
    await user.click(confirm);
    await waitFor(() => expect(server(SEED_SERVERS.survival)).toBeUndefined());
    expect(sent.map((url) => new URL(url).search)).toEqual(['?ignorePtero=true']);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/servers'));
  });

  it('names the refused owner on the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await open(SEED_SERVERS.survival);
    const owner = screen.getByRole('region', { name: 'Owner' });
    await user.type(within(owner).getByRole('textbox', { name: /New owner/ }), 'ghost');
    await user.click(within(owner).getByRole('button', { name: 'Change owner' }));
    await waitFor(() => expect(within(owner).getByRole('textbox', { name: /New owner/ })).toHaveAccessibleErrorMessage('is no user (give an id, e-mail or username)'));
    expect(within(owner).getByRole('textbox', { name: /New owner/ })).toHaveValue('ghost');
    expect(server(SEED_SERVERS.survival)?.uid).toBe(DEMO_USERS.customer.id);
  });
});
