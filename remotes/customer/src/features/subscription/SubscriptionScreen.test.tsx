import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { installContentMockApi, renderScreen, signInAs } from '../../test-utils/content-mock-api';
import { SubscriptionScreen } from './SubscriptionScreen';

const { requests, server } = installContentMockApi();
const renderSubscription = () => renderScreen(<SubscriptionScreen />, { path: '/subscription' });

describe('SubscriptionScreen', () => {
  it('shows the plan, provider, amount and cycle, and the next charge', async () => {
    signInAs('customer');
    renderSubscription();
    const card = await screen.findByRole('region', { name: 'Discord Bot (512 MB)' });
    expect(within(card).getByText('PayPal')).toBeInTheDocument();
    expect(within(card).getByText('€1.99 every month')).toBeInTheDocument();
    expect(within(card).getByText('Next charge')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it('cancels after a confirmation that says what happens at the end of the period, with one call', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    renderSubscription();
    const card = await screen.findByRole('region', { name: 'Discord Bot (512 MB)' });
    await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Discord Bot (512 MB) subscription?' });
    expect(dialog).toHaveTextContent(/PayPal will not charge you again\. Discord Bot \(512 MB\) stays yours until the end of the period you already paid for, on .+; then it ends\./);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(card).findByText('Cancelled, ending')).toBeInTheDocument();
    expect(within(card).getByText('Ends on')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request === 'POST /api/subscription/cancel')).toHaveLength(1);
    // The session's user knows too (the sidebar reads it).
    expect(sessionStore.getState().user?.subscription?.cancelled).toEqual(expect.any(Number));
  });

  it('keeps the subscription when the dialog is dismissed', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    renderSubscription();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(requests).not.toContain('POST /api/subscription/cancel');
  });

  it('says so to a customer without one', async () => {
    signInAs('nobalance');
    renderSubscription();
    expect(await screen.findByText('You have no subscription')).toBeInTheDocument();
  });

  it('shows the kit’s message when cancelling fails', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    renderSubscription();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    // Cancelled elsewhere meanwhile: the backend refuses a second cancel.
    await fetch('/api/subscription/cancel', { method: 'POST', headers: { Authorization: 'Bearer demo-token-customer', 'Content-Type': 'application/json' }, body: '{}' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your subscription is already cancelled')).toBeInTheDocument();
  });

  it('says why the subscriptions could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    signInAs('customer');
    server.use(http.get('*/api/user/:id/info', () => HttpResponse.json({ message: 'Try later' }, { status: 503 }), { once: true }));
    renderSubscription();
    expect(await screen.findByRole('heading', { name: 'Your subscriptions could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Discord Bot (512 MB)' })).toBeInTheDocument();
  });

  it('names the plan by its id when the shop cannot say what it is called', async () => {
    signInAs('customer');
    server.use(http.get('*/api/shop/listing', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderSubscription();
    expect(await screen.findByRole('region', { name: 'shop-discord-bot' })).toBeInTheDocument();
  });
});
