import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { moveCoins } from '../../../../../mocks/src/domain/coin-ledger';
import { db, DEMO_USERS, installMockApi, signInAs } from '../settings/test-utils/mock-api';
import { CoinHistoryScreen } from './CoinHistoryScreen';

installMockApi();

const renderScreen = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/coins']}>
        <CoinHistoryScreen />
      </MemoryRouter>
    </SWRConfig>,
  );

const customer = () => db.users.get(DEMO_USERS.customer.id) ?? (() => { throw new Error('seed changed'); })();

describe('CoinHistoryScreen', () => {
  it('lists each movement in plain words, signed, with the coins after it, newest first, down to the first from zero', async () => {
    signInAs('customer');
    const user = customer();
    moveCoins(user, 100, 'coupon', 'WELCOME100');
    moveCoins(user, -50, 'renewal', 'Survival SMP');
    moveCoins(user, 3, 'advent', 'Day 3');
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Coin movements' });
    const rows = await within(table).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['Advent calendar: day 3', '+3', '393'],
      ['Renewed the server Survival SMP', '\u221250', '390'],
      ['Redeemed code WELCOME100', '+100', '440'],
      // How the seed's customer came by their 340 coins.
      ['Earned: Link shortener', '+5', '340'],
      ['Earned: Join our Discord', '+10', '335'],
      ['Earned: Answer the monthly survey', '+25', '325'],
      ['Redeemed code HALLOWEEN', '+42', '300'],
      ['Joined a Discord server: Gamers Lounge', '+8', '258'],
      ['Advent calendar: day 24', '+250', '250'],
    ]);
  });

  it('pages twenty at a time', async () => {
    signInAs('customer');
    const user = customer();
    for (let n = 1; n <= 25; n += 1) moveCoins(user, n, 'earning', `Method ${n}`);
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Coin movements' });
    expect(await within(table).findByText('Earned: Method 25')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await within(table).findByText('Earned: Method 5')).toBeInTheDocument();
    expect(within(table).queryByText('Earned: Method 25')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet and leads to a code', async () => {
    signInAs('nobalance');
    db.domain.coinLedger = db.domain.coinLedger.filter((movement) => movement.user !== DEMO_USERS.nobalance.id);
    renderScreen();
    expect(await screen.findByText('No coin movements yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redeem a code' })).toHaveAttribute('href', '/redeem');
  });
});
