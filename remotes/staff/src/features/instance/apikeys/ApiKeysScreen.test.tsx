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

  it('says a key has expired as the server’s clock has it, not the browser’s', async () => {
    const day = 86_400_000;
    const key = { created: Date.now() - 30 * day, lastUsed: null, scope: 'read' as const, secretHash: 'unused' };
    db.domain.apikeys.push({ ...key, _id: 'key-5-days', name: 'Five days left here', expires: Date.now() + 5 * day });
    db.domain.apikeys.push({ ...key, _id: 'key-20-days', name: 'Twenty days left here', expires: Date.now() + 20 * day });
    // The server is ten days ahead of this browser.
    await call('/api/__mock/clock', { method: 'POST', body: { now: Date.now() + 10 * day } });

    renderAsAdmin(<ApiKeysScreen />, '/staff/apikeys');
    const table = await screen.findByRole('table', { name: 'API keys' });
    const rowOf = async (name: string) => (await within(table).findByText(name)).closest('tr')!;
    expect(within(await rowOf('Five days left here')).getByText('Expired')).toBeInTheDocument();
    expect(within(await rowOf('Twenty days left here')).queryByText('Expired')).not.toBeInTheDocument();
  });

  it('has the server date a new key’s expiry', async () => {
    const day = 86_400_000;
    const serverNow = Date.now() + 100 * day;
    await call('/api/__mock/clock', { method: 'POST', body: { now: serverNow } });
    renderAsAdmin(<ApiKeysScreen />, '/staff/apikeys');
    await userEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Reporting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await within(dialog).findByRole('textbox', { name: 'API key' });
    expect(db.domain.apikeys.at(-1)).toMatchObject({ name: 'Reporting', expires: serverNow + 90 * day });
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
