import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { UserScreen } from './UserScreen';

installMockApi();

function openUser(id: string, as: 'staff' | 'admin') {
  const demo = DEMO_USERS[as];
  localStorage.setItem('token', demo.token);
  sessionStore.setState({ config: structuredClone(db.config), userId: demo.id, token: demo.token, user: publicUser(db.users.get(demo.id)!) });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/staff/users/${id}`]}>
        <Routes>
          <Route path="/staff/users/:id" element={<UserScreen />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

describe('a user page', () => {
  it('offers staff no account edit', async () => {
    openUser(DEMO_USERS.customer.id, 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: `User ${DEMO_USERS.customer.username}` })).toBeInTheDocument();
    expect(screen.getByText(/Only an admin may change the account/)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Balance' })).not.toBeInTheDocument();
  });

  it('bans only with a reason, then offers Unban', async () => {
    const user = userEvent.setup();
    openUser(DEMO_USERS.customer.id, 'staff');
    await user.click(await screen.findByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: `Ban ${DEMO_USERS.customer.username}` });
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(db.users.get(DEMO_USERS.customer.id)?.ban).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Duration (hours)' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Duration (hours)' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByRole('button', { name: 'Unban' })).toBeInTheDocument();
    expect(db.users.get(DEMO_USERS.customer.id)?.ban?.reason).toBe('Spam');
  });

  it('checks the balance before sending it, then saves it for an admin', async () => {
    const user = userEvent.setup();
    openUser(DEMO_USERS.customer.id, 'admin');
    const balance = await screen.findByRole('spinbutton', { name: 'Balance' });
    await user.clear(balance);
    await user.type(balance, '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an amount of 0 or more, with at most two decimals.')).toBeInTheDocument();
    expect(db.users.get(DEMO_USERS.customer.id)?.balance).toBe(25.5);
    await user.clear(balance);
    await user.type(balance, '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('€42.00');
    expect(db.users.get(DEMO_USERS.customer.id)?.balance).toBe(42);
  });
});
