import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from '@panel/router';
import { HEADING_WAIT_MS, useFocusOnNavigation } from './use-focus-on-navigation';

function Focuser() {
  useFocusOnNavigation();
  return null;
}

/** A page whose heading appears only after `delayMs`, as a lazily loaded remote's does. */
function LatePage({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? <h1>Late page</h1> : <p>Loading…</p>;
}

function renderApp(start = '/') {
  render(
    <MemoryRouter initialEntries={[start]}>
      <Focuser />
      <nav>
        <Link to="/">Home</Link>
        <Link to="/marked">Marked</Link>
        <Link to="/late">Late</Link>
        <Link to="/very-late">Very late</Link>
        <Link to="/form">Form</Link>
        <Link to="/?page=2">Page 2</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/marked" element={<div><h1>Not this one</h1><h2 data-page-heading>Marked heading</h2></div>} />
          <Route path="/late" element={<LatePage delayMs={50} />} />
          <Route path="/very-late" element={<LatePage delayMs={HEADING_WAIT_MS + 1_000} />} />
          <Route path="/form" element={<div data-boundary="x"><h1>Form page</h1><input aria-label="Name" autoFocus /></div>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('useFocusOnNavigation', () => {
  it('leaves focus alone on the first load', () => {
    renderApp();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Home page' })).not.toHaveAttribute('tabindex');
  });

  it('moves focus to the new page’s heading, out of the Tab order', async () => {
    renderApp('/marked');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    const heading = screen.getByRole('heading', { name: 'Home page' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('prefers the heading the page marks', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Marked' }));
    expect(screen.getByRole('heading', { name: 'Marked heading' })).toHaveFocus();
  });

  it('waits for a heading that comes later', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Late' }));
    expect(screen.getByRole('link', { name: 'Late' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Late page' })).toHaveFocus();
  });

  it('stops waiting after a while, leaving focus where it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp();
      const link = screen.getByRole('link', { name: 'Very late' });
      link.focus();
      await act(async () => link.click());
      await act(async () => vi.advanceTimersByTime(HEADING_WAIT_MS + 1_500));
      expect(screen.getByRole('heading', { name: 'Late page' })).not.toHaveFocus();
      expect(link).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a page that focuses a field on arrival keep it', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Form' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('does not move focus when only the query changes', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveFocus();
  });
});
