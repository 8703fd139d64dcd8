import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { ReferralsScreen } from './ReferralsScreen';
import { db, installMockApi, renderSection, signInAs } from '../settings/test-utils/mock-api';
import '../../messages/referrals';

const server = installMockApi();

/** Signs the demo user in with the instance's configuration, as the shell would have. */
function openAs(who: 'customer' | 'nobalance') {
  signInAs(who);
  sessionStore.getState().setConfig(structuredClone(db.config));
  renderSection(<ReferralsScreen />);
}

describe('ReferralsScreen', () => {
  it('for someone who referred nobody: the link, an empty list, and the custom code locked at 0 of 20', async () => {
    openAs('nobalance');
    const link = await screen.findByRole('textbox', { name: 'Referral link' });
    expect(link).toHaveValue(`${window.location.origin}/join/niconobalance`);
    expect(link).toHaveAttribute('readonly');
    expect(await screen.findByText('Nobody has signed up through your link yet.')).toBeInTheDocument();
    const custom = screen.getByRole('region', { name: 'Custom code' });
    expect(within(custom).getByRole('progressbar')).toHaveAttribute('value', '0');
    expect(within(custom).getByText('0 of 20 referrals · 20 more to go.')).toBeInTheDocument();
  });

  it('says when the referrals could not be loaded, and loads them on Try again', async () => {
    let failing = true;
    server.use(http.get('*/api/user/:id/referrals', () => (failing ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    openAs('customer');
    const alert = await screen.findByText('Your referrals could not be loaded.');
    failing = false;
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Referral link' })).toHaveValue(`${window.location.origin}/join/caseycustomer`);
    expect(screen.queryByText('Your referrals could not be loaded.')).toBeNull();
  });
});
