import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@panel/session';
import { toast } from '@panel/ui';
import { db, installMockApi, renderSection, signInAs } from '../settings/test-utils/mock-api';
import { AdventCalendarScreen } from './AdventCalendarScreen';

const server = installMockApi();

const show = (time: number) => {
  db.config.features.adventCalendar = true;
  db.clockOverride = time;
  signInAs('customer');
  sessionStore.setState({ config: structuredClone(db.config) });
  renderSection(<AdventCalendarScreen />);
};

const doorItem = (day: number) => screen.getByRole('button', { name: `Day ${day}` }).closest('li') as HTMLElement;

describe('AdventCalendarScreen', () => {
  it('opens today’s door once, with one call for a double click, and shows its reward', async () => {
    show(Date.UTC(2026, 11, 5, 12));
    const claims = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/claim')) claims();
    });
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Day 5' }));
    expect(await screen.findByText('Behind door 5: 20 coins, added to your account.')).toBeInTheDocument();
    await waitFor(() => expect(within(doorItem(5)).getByText('Opened: 20 coins')).toBeInTheDocument());
    expect(claims).toHaveBeenCalledTimes(1);
    expect(within(doorItem(4)).getByText('Missed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Day 5' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a refused claim with the kit’s message', async () => {
    show(Date.UTC(2026, 11, 5, 12));
    const failed = vi.spyOn(toast, 'error');
    server.use(http.post('*/api/events/advent/days/:day/claim', () => HttpResponse.json({ message: 'Day 5 is already opened' }, { status: 403 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Day 5' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Day 5 is already opened'));
  });

  it('says when the calendar could not be loaded, and loads it again on Try again', async () => {
    show(Date.UTC(2026, 11, 5, 12));
    server.use(http.get('*/api/events/advent/status', () => HttpResponse.json({ message: 'Down for a moment' }, { status: 500 }), { once: true }));
    expect(await screen.findByRole('heading', { name: 'The advent calendar could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Down for a moment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Day 24' })).toBeInTheDocument();
  });
});
