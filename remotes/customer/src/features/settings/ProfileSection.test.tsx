import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@panel/session';
import { toast } from '@panel/ui';
import { ProfileSection } from './ProfileSection';
import { db, DEMO_USERS, installMockApi, renderSection, signInAs } from './test-utils/mock-api';

const server = installMockApi();

const open = () => {
  const user = signInAs('customer');
  renderSection(<ProfileSection user={user} />);
  return { username: screen.getByRole('textbox', { name: 'Username' }), email: screen.getByRole('textbox', { name: 'Email' }) };
};

describe('ProfileSection', () => {
  it('explains a username the rule refuses, on the field, and sends nothing', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    const { username } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(username).toHaveAccessibleErrorMessage('Use only lower-case letters (a–z), digits, dots and underscores');
    expect(username).toHaveFocus();
    await userEvent.clear(username);
    await userEvent.type(username, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(username).toHaveAccessibleErrorMessage('Use 3 to 16 characters');
    expect(sent).not.toHaveBeenCalled();
  });

  it('saves once for a double click, and the session store (the sidebar) has the new name', async () => {
    const saved = vi.spyOn(toast, 'success');
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') calls += 1;
    });
    const { username } = open();
    await userEvent.clear(username);
    await userEvent.type(username, 'casey.c');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sessionStore.getState().user?.username).toBe('casey.c'));
    expect(calls).toBe(1);
    expect(saved).toHaveBeenCalledWith('Profile saved.');
    expect(db.users.get(DEMO_USERS.customer.id)?.username).toBe('casey.c');
  });

  it('a new email unverifies the account and says where the link went; the way back is settings', async () => {
    const saved = vi.spyOn(toast, 'success');
    const { username, email } = open();
    await userEvent.clear(username);
    await userEvent.type(username, 'casey');
    await userEvent.clear(email);
    await userEvent.type(email, 'casey@panel.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sessionStore.getState().user?.verified).toBe(false));
    expect(saved).toHaveBeenCalledWith('Profile saved. Check your inbox at casey@panel.test to confirm the new address.');
    expect(localStorage.getItem('comingFrom')).toBe('/settings');
  });

  it('puts an address another account uses on the email field, keeping what was typed', async () => {
    const { username, email } = open();
    await userEvent.clear(username);
    await userEvent.type(username, 'casey');
    await userEvent.clear(email);
    await userEvent.type(email, DEMO_USERS.staff.email);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage('Another account uses this email address'));
    expect(email).toHaveValue(DEMO_USERS.staff.email);
    expect(username).toHaveValue('casey');
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });

  it('shows the kit’s message for any other failure above the form', async () => {
    server.use(http.patch('*/api/user/profile', () => HttpResponse.json({ message: 'The profile service is down' }, { status: 503 })));
    const { username } = open();
    await userEvent.clear(username);
    await userEvent.type(username, 'casey');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile service is down');
    expect(username).toHaveValue('casey');
  });

  it('refuses a picture address that is not https', async () => {
    open();
    const picture = screen.getByRole('textbox', { name: 'Picture address' });
    await userEvent.type(picture, 'http://example.com/me.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(picture).toHaveAccessibleErrorMessage('Enter an address that starts with https://');
  });
});
