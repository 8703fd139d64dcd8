import { seedConfig, seedUser } from '../test-utils/fixtures';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { language, switchLanguage } from '@panel/ui';
import { loadedSession, resetSession } from '../test-utils/session';
import { UserItem } from './UserItem';

afterEach(() => {
  act(() => language.set('en'));
  resetSession();
});

const renderUserItem = (coins: number, path = '/') => {
  loadedSession(seedConfig(), { ...seedUser('customer'), balance: 1234.5, coins });
  render(
    <MemoryRouter initialEntries={[path]}>
      <UserItem />
    </MemoryRouter>,
  );
};

describe('UserItem', () => {
  it('shows the balance as money and the coins as a count', () => {
    renderUserItem(340);
    expect(screen.getByLabelText('Balance')).toHaveTextContent(/^€1,234\.50$/);
    expect(screen.getByText('340 coins')).toBeInTheDocument();
  });

  it('links the coin count to the coin history', () => {
    renderUserItem(340);
    const link = screen.getByRole('link', { name: '340 coins' });
    expect(link).toHaveAttribute('href', '/coins');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks the coin count as the current page on the coin history', () => {
    renderUserItem(340, '/coins');
    expect(screen.getByRole('link', { name: '340 coins' })).toHaveAttribute('aria-current', 'page');
  });

  it('says one coin, not one coins', () => {
    renderUserItem(1);
    expect(screen.getByText('1 coin')).toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    renderUserItem(340);
    await act(() => switchLanguage('fr'));
    expect(screen.getByLabelText('Solde').textContent?.replace(/[\u202f\u00a0]/g, ' ')).toBe('1 234,50 €');
    expect(screen.getByText('340 pièces')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });
});
