import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { DeleteAccountSection } from './DeleteAccountSection';
import { db, DEMO_USERS, installMockApi, renderSection, signInAs } from './test-utils/mock-api';

const server = installMockApi();

const openDialog = async () => {
  const user = signInAs('customer');
  renderSection(<DeleteAccountSection user={user} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { dialog, typed: within(dialog).getByLabelText(`Type your username, ${user.username}, to confirm`), confirm: within(dialog).getByRole('button', { name: 'Delete my account' }) };
};

describe('DeleteAccountSection', () => {
  it('says what is lost: servers, the balance and the coins', () => {
    const user = signInAs('customer');
    renderSection(<DeleteAccountSection user={user} />);
    expect(screen.getByRole('region', { name: 'Delete account' })).toHaveTextContent(
      `Your servers and waiting orders are deleted, with their files.Your balance of ${user.balance.toFixed(2)} and your ${user.coins} coins are lost`,
    );
  });

  it('waits for the exact username before it deletes, then signs out to the sign-in page', async () => {
    const { typed, confirm } = await openDialog();
    expect(confirm).toBeDisabled();
    await userEvent.type(typed, DEMO_USERS.customer.username.toLowerCase());
    expect(confirm).toBeDisabled();
    await userEvent.clear(typed);
    await userEvent.type(typed, DEMO_USERS.customer.username);
    await userEvent.click(confirm);
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/auth/login');
    expect(db.users.has(DEMO_USERS.customer.id)).toBe(false);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, signedOut: true });
  });

  it('keeps the dialog and the typing when the deletion fails', async () => {
    server.use(http.delete('*/api/user/delete', () => HttpResponse.json({ message: 'Try again later' }, { status: 503 })));
    const { dialog, typed, confirm } = await openDialog();
    await userEvent.type(typed, DEMO_USERS.customer.username);
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try again later');
    expect(typed).toHaveValue(DEMO_USERS.customer.username);
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(db.users.has(DEMO_USERS.customer.id)).toBe(true);
  });

  it('tells an administrator that another administrator removes the account', () => {
    const user = signInAs('admin');
    renderSection(<DeleteAccountSection user={user} />);
    expect(screen.getByText('An administrator account is removed by another administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });
});
