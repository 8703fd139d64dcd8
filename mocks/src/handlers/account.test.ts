import { describe, expect, it } from 'vitest';
import type { StoredPasskey } from '../auth-extra-state';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { customer, nobalance } = DEMO_USERS;

describe('game-panel credentials', () => {
  it('says where and as whom to sign in, and issues a password shown once', async () => {
    const credentials = async () => (await call('/api/user/gamepanel', { token: customer.token })).json();
    expect(await credentials()).toEqual({ panelUrl: db.config.info.panelUrl, email: customer.email, username: customer.username, passwordSet: false });
    const reset = await call('/api/user/gamepanel/reset', { method: 'POST', token: customer.token });
    const { newpassword } = (await reset.json()) as { newpassword: string };
    expect(newpassword).toHaveLength(20);
    expect(await credentials()).toMatchObject({ passwordSet: true });
    expect(JSON.stringify(db.domain.accounts.get(customer.id))).not.toContain(newpassword);
  });

  it('answers 403 when the panel manages game-panel accounts elsewhere', async () => {
    db.config.disableMAA = true;
    expect((await call('/api/user/gamepanel', { token: customer.token })).status).toBe(403);
    expect((await call('/api/user/gamepanel/reset', { method: 'POST', token: customer.token })).status).toBe(403);
  });
});

describe('passkeys, as the reference names the calls', () => {
  const passkey = (id: string, userId: string, createdAt: number): StoredPasskey => ({
    id,
    userId,
    publicKey: new Uint8Array(),
    counter: 0,
    transports: [],
    name: `Key ${id}`,
    createdAt,
    lastUsedAt: null,
  });

  it('lists the user’s passkeys newest first, renames and deletes them', async () => {
    for (const key of [passkey('a', customer.id, 1), passkey('b', customer.id, 2), passkey('c', nobalance.id, 3)]) db.passkeys.set(key.id, key);
    const list = async () => ((await (await call('/api/user/passkeys', { token: customer.token })).json()) as { passkeys: { id: string; name: string }[] }).passkeys;
    expect(await list()).toEqual([
      { id: 'b', name: 'Key b', createdAt: 2, lastUsed: null },
      { id: 'a', name: 'Key a', createdAt: 1, lastUsed: null },
    ]);
    expect((await call('/api/user/passkeys/a/edit', { method: 'PATCH', token: customer.token, body: { name: ' Laptop ' } })).status).toBe(204);
    expect((await call('/api/user/passkeys/a/edit', { method: 'PATCH', token: customer.token, body: { name: '' } })).status).toBe(400);
    expect((await call('/api/user/passkeys/a/delete', { method: 'DELETE', token: customer.token })).status).toBe(204);
    expect(await list()).toEqual([expect.objectContaining({ id: 'b' })]);
    expect((await call('/api/user/passkeys/c/delete', { method: 'DELETE', token: customer.token })).status).toBe(404);
    expect(db.passkeys.has('c')).toBe(true);
  });
});
