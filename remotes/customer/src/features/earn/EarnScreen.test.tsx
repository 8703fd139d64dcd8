import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db, installContentMockApi, renderScreen, signInAs } from '../../test-utils/content-mock-api';
import { EarnScreen } from './EarnScreen';

const { requests, server } = installContentMockApi();

const renderEarn = () => renderScreen(<EarnScreen />, { path: '/earn' });
const row = async (list: string, name: string) => (await within(await screen.findByRole('list', { name: list })).findByText(name)).closest('li') as HTMLElement;

describe('EarnScreen', () => {
  it('claims a method once however fast the clicks, and the session’s coins follow', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    renderEarn();
    const discord = await row('Ways to earn', 'Join our Discord');
    await user.dblClick(within(discord).getByRole('button', { name: 'Claim 10 coins' }));
    expect(await within(discord).findByText('Daily limit reached.')).toBeInTheDocument();
    expect(requests.filter((request) => request === 'POST /api/earn/methods/earn-discord/claim')).toHaveLength(1);
    expect(sessionStore.getState().user?.coins).toBe(350);
  });

  it('says when the ways to earn cannot be loaded, and loads them again on Retry', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    server.use(http.get('*/api/earn/methods', () => HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 }), { once: true }));
    renderEarn();
    expect(await screen.findByRole('heading', { name: 'The ways to earn could not be loaded.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Ways to earn', 'Link shortener')).toBeInTheDocument();
  });

  it('checks the order before sending it, and keeps what was typed when the server refuses it', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    renderEarn();
    const invite = await screen.findByRole('textbox', { name: /Discord invite/ });
    await user.type(invite, 'not an invite');
    await user.click(screen.getByRole('button', { name: 'Buy the listing' }));
    expect(await screen.findByText('Enter a Discord invite link or code.')).toBeInTheDocument();
    expect(requests).not.toContain('POST /api/earn/jfr/order');

    await user.clear(invite);
    await user.type(invite, 'my-guild');
    // The instance's bounds changed since the page loaded: the server has the last word.
    db.domain.earning.jfr.maxMembers = 5;
    await user.click(screen.getByRole('button', { name: 'Buy the listing' }));
    expect(await screen.findByRole('heading', { name: 'The listing could not be ordered.' })).toBeInTheDocument();
    expect(screen.getByText('members must be from 10 to 5')).toBeInTheDocument();
    expect(invite).toHaveValue('my-guild');
  });

  it('goes to the invoice of an ordered listing', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    renderEarn();
    await user.type(await screen.findByRole('textbox', { name: /Discord invite/ }), 'https://discord.gg/my-guild');
    await user.click(screen.getByRole('button', { name: 'Buy the listing' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(db.invoices.get([...db.invoices.keys()].at(-1) ?? '')).toMatchObject({ item: 'jfr-activation', amount: 0.12 });
  });
});
