import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin, signOutAfterTest } from '../test-utils/render-as-admin';
import { insightsOf } from './advent-insights';
import { ChristmasInsightsScreen } from './ChristmasInsightsScreen';
import { ChristmasScreen } from './ChristmasScreen';
import { EventsScreen } from './EventsScreen';

installMockApi();

// jsdom draws no canvas: the charts' drawing is the kit's to test; here, their tables.
vi.mock('../../../../../../shared/ui/src/components/chart-renderer', () => ({ drawChart: () => () => undefined }));

afterEach(() => {
  cleanup();
  signOutAfterTest();
});

describe('the advent insights', () => {
  it('add up openings by hour over every day and coins per day', () => {
    const insights = insightsOf({
      openingsByDay: [{ _id: '2026-12-01', count: 3 }, { _id: '2026-12-02', count: 1 }],
      rewardrepartitionperday: [{ _id: '2026-12-01', rewards: [{ reward: 20, count: 3 }] }, { _id: '2026-12-02', rewards: [{ reward: 50, count: 1 }] }],
      openingsByHour: [{ day: '2026-12-01', hours: [{ hour: 9, count: 2 }, { hour: 20, count: 1 }] }, { day: '2026-12-02', hours: [{ hour: 9, count: 1 }] }],
    });
    expect(insights.openingsByHour[9]).toBe(3);
    expect(insights.openingsByHour[20]).toBe(1);
    expect(insights.coinsByDay).toEqual([60, 50]);
    expect(insights).toMatchObject({ totalOpenings: 4, totalCoins: 110, days: ['2026-12-01', '2026-12-02'] });
  });
});

describe('events', () => {
  it('turns snow on for everyone', async () => {
    renderAsAdmin(<EventsScreen />, '/staff/events');
    const form = await screen.findByRole('form', { name: 'Looks' });
    await userEvent.click(within(form).getByRole('switch', { name: /^Snow/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Snow: Off → On')).toBeInTheDocument();
    expect(db.config.settings.theme.christmas.snow).toBe(true);
  });

  it('saves a day of the advent calendar, and refuses an unknown timezone on its field', async () => {
    renderAsAdmin(<ChristmasScreen />, '/staff/events/christmas');
    const form = await screen.findByRole('form', { name: 'Advent calendar' });
    const day1 = within(form).getByRole('group', { name: 'Day 1' });
    const title = within(day1).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'First snow');
    const timezone = within(form).getByRole('textbox', { name: /^Timezone/ });
    await userEvent.clear(timezone);
    await userEvent.type(timezone, 'Mars/Olympus');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the calendar' }));
    expect(await within(form).findByText(/Not a known timezone/)).toBeInTheDocument();
    expect(timezone).toHaveFocus();
    await userEvent.clear(timezone);
    await userEvent.type(timezone, 'Europe/Paris');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the calendar' }));
    await screen.findByRole('textbox', { name: /^Timezone/ });
    await expect.poll(() => db.domain.advent.days[0]?.title).toBe('First snow');
    expect(db.domain.advent.timezone).toBe('Europe/Paris');
  });

  it('shows the openings as charts carrying their numbers', async () => {
    db.config.features.adventCalendar = true;
    await call('/api/__mock/clock', { method: 'POST', body: { now: Date.parse('2026-12-02T09:30:00Z') } });
    const { customer } = DEMO_USERS;
    expect((await call('/api/events/advent/days/2/claim', { method: 'POST', token: customer.token })).status).toBe(200);
    renderAsAdmin(<ChristmasInsightsScreen />, '/staff/events/christmas/insights');
    const byDay = await screen.findByRole('table', { name: /Openings by day/ });
    expect(within(byDay).getByText('2026-12-02')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Openings by hour/ })).toHaveTextContent('09:00');
    expect(screen.getByRole('table', { name: /Coins given by day/ })).toHaveTextContent(String(db.domain.advent.days[1]?.reward));
  });
});
