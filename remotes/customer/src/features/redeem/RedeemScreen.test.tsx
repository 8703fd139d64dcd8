import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { SEED_CODES } from '../../../../../mocks/src/seed/content';
import type { DEMO_USERS } from '../settings/test-utils/mock-api';
import { db, installMockApi, signInAs } from '../settings/test-utils/mock-api';
import { RedeemScreen } from './RedeemScreen';

const server = installMockApi();

const renderScreen = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/redeem']}>
        <RedeemScreen />
      </MemoryRouter>
    </SWRConfig>,
  );

const redeem = async (code: string) => {
  const field = screen.getByRole('textbox', { name: 'Code' });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
};

describe('RedeemScreen', () => {
  it('adds the code’s coins, says how many and the new total, and the session user follows', async () => {
    signInAs('customer');
    renderScreen();
    await redeem(` ${SEED_CODES.activeCoupon} `);
    const added = await screen.findByRole('status');
    expect(added).toHaveTextContent('100 coins added');
    expect(added).toHaveTextContent('You now have 440 coins.');
    expect(within(added).getByRole('link', { name: 'See your coin history' })).toHaveAttribute('href', '/coins');
    expect(sessionStore.getState().user?.coins).toBe(440);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
  });

  it.each<[string, string, keyof typeof DEMO_USERS, string]>([
    ['unknown', 'NOPE', 'customer', 'This code does not exist. Check it for typos.'],
    ['expired', SEED_CODES.expiredCoupon, 'customer', 'This code has expired.'],
    ['already redeemed', SEED_CODES.activeCoupon, 'nobalance', 'You have already redeemed this code. Each code works once per account.'],
  ])('says a code is %s on the field, keeping what was typed', async (_, code, who, message) => {
    signInAs(who);
    renderScreen();
    await redeem(code);
    const field = screen.getByRole('textbox', { name: 'Code' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(code);
    expect(field).toHaveFocus();
  });

  it('says a used-up code is used up', async () => {
    signInAs('customer');
    const welcome = db.domain.coupons.find((coupon) => coupon.code === SEED_CODES.activeCoupon);
    if (welcome) welcome.maxClaims = welcome.redeemed.length;
    renderScreen();
    await redeem(SEED_CODES.activeCoupon);
    expect(await screen.findByText('This code has been used as many times as it allows.')).toBeInTheDocument();
  });

  it('asks for a code before sending anything', async () => {
    signInAs('customer');
    let calls = 0;
    server.events.on('request:start', () => void (calls += 1));
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByText('Enter a code')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('says to wait after too many attempts', async () => {
    signInAs('customer');
    renderScreen();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await redeem(`GUESS${attempt}`);
      await screen.findByText('This code does not exist. Check it for typos.');
    }
    await redeem(SEED_CODES.activeCoupon);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts');
    expect(alert).toHaveTextContent('Wait 15 minutes before trying another code.');
  });

  it('shows the kit’s message for another failure and sends one call for a double click', async () => {
    signInAs('customer');
    let calls = 0;
    // The answer waits until both clicks are in: a second click while the first call is out sends nothing.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/coupon/:code/claim', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ message: 'The coupon service is down' }, { status: 503 });
      }),
    );
    renderScreen();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ANY');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Redeem' }));
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('The coupon service is down');
    expect(calls).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('ANY');
  });
});
