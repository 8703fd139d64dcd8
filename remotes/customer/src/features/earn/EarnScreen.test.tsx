import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { toast } from '@panel/ui';
import { claimEarningMethod, startLinkShortenerFor } from '../../../../../mocks/src/domain/earning';
import { dynamicLinkTarget } from '../../../../../mocks/src/domain/link-shortener';
import { db, DEMO_USERS, installContentMockApi, renderScreen, signInAs } from '../../test-utils/content-mock-api';
import { EarnScreen } from './EarnScreen';

const { requests, server } = installContentMockApi();

const renderEarn = () => renderScreen(<EarnScreen />, { path: '/earn' });

/** Where the screen's router stands now. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** A pass through the link shortener the customer started: its token, as the shortener's link carries it back. */
const passToken = (): string => {
  const { url } = startLinkShortenerFor(db.users.get(DEMO_USERS.customer.id)!);
  return dynamicLinkTarget(new URL(url, 'http://localhost').searchParams.get('r'))?.searchParams.get('linkvertise') ?? '';
};
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

  it('sends the browser through the link shortener, by the address the API answers, once however fast the clicks', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    renderEarn();
    const shortener = await row('Ways to earn', 'Link shortener');
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: window.location.origin, assign });
    try {
      await user.dblClick(within(shortener).getByRole('button', { name: 'Earn 5 coins' }));
      await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    } finally {
      vi.unstubAllGlobals();
    }
    const destination = new URL(assign.mock.calls[0]?.[0] as string);
    expect(destination.pathname).toMatch(/^\/api\/__linkvertise\/482913\/\d+\/dynamic$/);
    const back = dynamicLinkTarget(destination.searchParams.get('r'));
    expect(back?.pathname).toBe('/earn');
    expect(back?.searchParams.get('linkvertise')).toBeTruthy();
    expect(requests.filter((request) => request === 'POST /api/earn/methods/linkvertise/start')).toHaveLength(1);
    // Nothing is credited for going: only coming back with the token is.
    expect(requests).not.toContain('POST /api/earn/methods/linkvertise/claim');
    // The page is leaving: the button stays busy until it has gone.
    expect(within(shortener).getByRole('button', { name: /Earn 5 coins/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('back from the link shortener, takes the token out of the address at once and claims the pass’s coins once', async () => {
    const earned = vi.spyOn(toast, 'success');
    signInAs('customer');
    const token = passToken();
    renderScreen(
      <>
        <EarnScreen />
        <Where />
      </>,
      { path: `/earn?from=ad&linkvertise=${token}`, pattern: '/earn' },
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/earn\?from=ad$/);
    await waitFor(() => expect(earned).toHaveBeenCalledWith('You earned 5 coins.'));
    expect(await within(await row('Ways to earn', 'Link shortener')).findByText(/9 of 10 left today/)).toBeInTheDocument();
    expect(sessionStore.getState().user?.coins).toBe(345);
    expect(requests.filter((request) => request === 'POST /api/earn/methods/linkvertise/claim')).toHaveLength(1);
  });

  it('says why a pass’s token is refused (here, already used), and credits nothing', async () => {
    const refused = vi.spyOn(toast, 'error');
    signInAs('customer');
    const token = passToken();
    claimEarningMethod(db.users.get(DEMO_USERS.customer.id)!, 'linkvertise', token);
    renderScreen(
      <>
        <EarnScreen />
        <Where />
      </>,
      { path: `/earn?linkvertise=${token}`, pattern: '/earn' },
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/earn$/);
    await waitFor(() => expect(refused).toHaveBeenCalledWith('This link shortener token was already used'));
    expect(db.users.get(DEMO_USERS.customer.id)?.coins).toBe(345);
  });
});
