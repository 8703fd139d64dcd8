import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PasskeysSection } from './PasskeysSection';
import { db, DEMO_USERS, installMockApi, renderSection, signInAs } from './test-utils/mock-api';

const server = installMockApi();

const CREATED = Date.parse('2026-10-01T09:00:00Z');
const USED = Date.parse('2026-11-02T18:30:00Z');

function seedPasskey(id: string, name: string, lastUsedAt: number | null) {
  db.passkeys.set(id, { id, userId: DEMO_USERS.customer.id, publicKey: new Uint8Array(), counter: 0, transports: [], name, createdAt: CREATED, lastUsedAt });
}

const open = () => {
  signInAs('customer');
  renderSection(<PasskeysSection />);
};

describe('PasskeysSection', () => {
  it('lists each passkey with its name, when it was added and last used', async () => {
    seedPasskey('pk-laptop', 'Laptop', USED);
    seedPasskey('pk-phone', 'Phone', null);
    open();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Phone.*Added October 1, 2026.*Never used/),
      expect.stringMatching(/^Laptop.*Added October 1, 2026.*Last used Nov 2, 2026/),
    ]);
  });

  it('says when there is none, and links to the ceremony, to come back here', async () => {
    open();
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add a passkey' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/auth/passkey');
    expect(localStorage.getItem('comingFrom')).toBe('/settings');
  });

  it('renames one; an empty name is refused in the dialog', async () => {
    seedPasskey('pk-laptop', 'Laptop', null);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText('Passkey name');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleErrorMessage('Enter a name');
    await userEvent.type(name, 'Work laptop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem')).toHaveTextContent(/^Work laptop/);
    expect(db.passkeys.get('pk-laptop')?.name).toBe('Work laptop');
  });

  it('keeps the dialog and the typed name when the rename fails', async () => {
    seedPasskey('pk-laptop', 'Laptop', null);
    server.use(http.patch('*/api/user/passkeys/:id/edit', () => HttpResponse.json({ message: 'No such passkey' }, { status: 404 })));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename passkey' });
    await userEvent.type(within(dialog).getByLabelText('Passkey name'), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such passkey');
    expect(within(dialog).getByLabelText('Passkey name')).toHaveValue('Laptop 2');
  });

  it('removes one after a confirmation dialog', async () => {
    seedPasskey('pk-laptop', 'Laptop', null);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('“Laptop” will no longer sign you in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(db.passkeys.has('pk-laptop')).toBe(false);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    server.use(http.get('*/api/user/passkeys', () => HttpResponse.json({ message: 'down' }, { status: 503 }), { once: true }));
    seedPasskey('pk-laptop', 'Laptop', null);
    open();
    expect(await screen.findByText('Your passkeys could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent(/^Laptop/);
  });
});
