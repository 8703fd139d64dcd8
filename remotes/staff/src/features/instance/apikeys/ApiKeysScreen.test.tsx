import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../../../mocks/src/db';
import { DEMO_API_KEY_SECRET } from '../../../../../../mocks/src/seed/content';
import { call, installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin, signOutAfterTest } from '../test-utils/render-as-admin';
import { ApiKeysScreen } from './ApiKeysScreen';

installMockApi();

afterEach(() => {
  cleanup();
  signOutAfterTest();
});

describe('API keys', () => {
  it('creates a read-only key, shows it once, and it then reads but cannot write', async () => {
    renderAsAdmin(<ApiKeysScreen />, '/staff/apikeys');
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(await within(table).findByText('Billing sync')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Reporting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await within(dialog).findByRole('textbox', { name: 'API key' });
    expect(shown).toHaveAttribute('readonly');
    const secret = (shown as HTMLInputElement).value;
    expect(secret).toMatch(/^pk_/);
    expect(JSON.stringify(db.domain.apikeys)).not.toContain(secret);
    expect(db.domain.apikeys.at(-1)).toMatchObject({ name: 'Reporting', scope: 'read' });

    expect((await call('/api/staff/users/list', { token: secret })).status).toBe(200);
    expect((await call('/api/staff/sidebarLinks/create', { method: 'POST', token: secret, body: { collection: 'sidebarLinks', data: { text: 'x', link: '/x' } } })).status).toBe(403);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(table).findByText('Reporting')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
  });

  it('revokes a key after asking, and it stops at once', async () => {
    renderAsAdmin(<ApiKeysScreen />, '/staff/apikeys');
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = (await within(table).findByText('Billing sync')).closest('tr');
    await userEvent.click(within(row!).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(table).queryByText('Billing sync')).not.toBeInTheDocument());
    expect(db.domain.apikeys.find((key) => key._id === 'key-billing-sync')).toBeUndefined();
    expect((await call('/api/staff/users/list', { token: DEMO_API_KEY_SECRET })).status).toBe(401);
  });
});
