import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { describe, expect, it, vi } from 'vitest';
import { language } from '../i18n/i18n';
import { Alert } from './Alert';
import { Avatar } from './Avatar';
import { CopyButton } from './CopyButton';
import { Countdown, DateTime } from './DateTime';
import { Link } from './Link';
import { Markdown } from './Markdown';
import { Money } from './Money';
import { PageHeader } from './PageHeader';
import { Spinner } from './Spinner';

describe('Link', () => {
  it('navigates inside the panel, and opens other sites apart', () => {
    render(
      <MemoryRouter>
        <Link to="/shop">Shop</Link>
        <Link to="https://status.example">Status</Link>
        <Link to="javascript:alert(1)">Bad</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('target', '_blank');
    // React itself replaces a javascript: address with one that only throws.
    expect(screen.getByText('Bad').getAttribute('href')).not.toContain('alert(1)');
  });
});

describe('PageHeader', () => {
  it('has the one h1 and breadcrumbs in a named navigation, the last one current', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Invoice 12" breadcrumbs={[{ label: 'Invoices', to: '/invoices' }, { label: '12' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice 12' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toContainElement(screen.getByRole('link', { name: 'Invoices' }));
    expect(screen.getByText('12')).toHaveAttribute('aria-current', 'page');
  });
});

describe('Alert', () => {
  it('interrupts for danger and waits for info', () => {
    render(
      <>
        <Alert tone="danger">Payment failed</Alert>
        <Alert>Renews tomorrow</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('status')).toHaveTextContent('Renews tomorrow');
  });

  it('a spinner may show its label beside the ring', () => {
    render(<Spinner label="Waiting for the provider…" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the provider…');
    expect(screen.getByText('Waiting for the provider…')).not.toHaveClass('visually-hidden');
  });

  it('titles a notice with a heading when asked', () => {
    render(<Alert tone="danger" title="Invoice not found" titleAs="h2">Gone.</Alert>);
    expect(screen.getByRole('heading', { level: 2, name: 'Invoice not found' })).toBeInTheDocument();
  });
});

describe('Money and dates', () => {
  it('follow the language and the instance currency', () => {
    sessionStore.setState({ config: { currency: { name: 'Euro', abbreviation: 'EUR', symbol: '€' } } as never });
    language.set('en');
    const when = Date.UTC(2026, 0, 15, 12);
    render(
      <>
        <Money amount={1234.5} />
        <DateTime value={when} />
      </>,
    );
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2026')).toHaveAttribute('datetime', '2026-01-15T12:00:00.000Z');
    act(() => language.set('fr'));
    expect(screen.getByText(/1\s234,50\s€/)).toBeInTheDocument();
    expect(screen.getByText('15 janvier 2026')).toBeInTheDocument();
  });

  it('counts down every second', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    try {
      language.set('en');
      render(<Countdown value={Date.UTC(2026, 0, 2, 1, 0, 5)} />);
      expect(screen.getByText('1 day 01:00:05')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('1 day 01:00:04')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Avatar', () => {
  it('falls back to initials when there is no picture', () => {
    render(<Avatar name="Ada Lovelace" labelled />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });
});

describe('CopyButton', () => {
  it('copies and says so', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="https://panel.test/join/1" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('https://panel.test/join/1');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});

describe('Markdown', () => {
  it('renders sanitised HTML once its renderer has loaded', async () => {
    const { container } = render(<Markdown source={'## Hi\n\n<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hi' })).toBeInTheDocument();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });
});
