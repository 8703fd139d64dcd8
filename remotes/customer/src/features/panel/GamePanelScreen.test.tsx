import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, installContentMockApi, renderScreen, signInAs } from '../../test-utils/content-mock-api';
import { GamePanelScreen } from './GamePanelScreen';

const { requests, server } = installContentMockApi();
const RESET = 'POST /api/user/gamepanel/reset';

const renderPanel = () => renderScreen(<GamePanelScreen />, { path: '/panel' });

describe('GamePanelScreen', () => {
  it('shows the game panel’s address and the login to use there', async () => {
    signInAs('customer');
    renderPanel();
    expect(screen.getByRole('heading', { level: 1, name: 'Game panel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: db.config.info.panelUrl })).toHaveAttribute('href', db.config.info.panelUrl);
    expect(await screen.findByText('customer@panel.test')).toBeInTheDocument();
    expect(screen.getByText('You have no game panel password yet. Reset it to get one.')).toBeInTheDocument();
  });

  it('shows a new password once, with a copy button, after one call however fast the clicks', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    const { unmount } = renderPanel();
    await screen.findByText('customer@panel.test');
    await user.dblClick(screen.getByRole('button', { name: 'Reset password' }));
    const password = await screen.findByRole('textbox', { name: 'New password' });
    expect((password as HTMLInputElement).value).toMatch(/^\S{12,}$/);
    expect(password).toHaveAttribute('readonly');
    const notice = password.closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    expect(within(notice).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(requests.filter((request) => request === RESET)).toHaveLength(1);
    expect(await screen.findByText(/You have a game panel password/)).toBeInTheDocument();

    // Coming back to the screen: the password is gone for good.
    unmount();
    renderPanel();
    await screen.findByText('customer@panel.test');
    expect(screen.queryByRole('textbox', { name: 'New password' })).not.toBeInTheDocument();
  });

  it('says why when the account cannot be loaded or reset, in the kit’s words', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    db.config.disableMAA = true;
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Your game panel account could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByText('Game panel accounts are managed elsewhere on this panel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The password could not be reset.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New password' })).not.toBeInTheDocument();
  });

  it('on a backend without the login call (404), gives the account’s own e-mail and username as the login', async () => {
    server.use(http.get('*/api/user/gamepanel', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    signInAs('customer');
    renderPanel();
    expect(await screen.findByText('customer@panel.test')).toBeInTheDocument();
    expect(screen.getByText('Casey Customer')).toBeInTheDocument();
    expect(screen.queryByText(/game panel password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
