import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../../mocks/src/db';
import { SEED_LOCATIONS } from '../../../../../../mocks/src/seed/catalogue';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin } from '../test-utils/render-as-admin';
import { LocationScreen } from './LocationScreen';

const server = installMockApi();

afterEach(() => {
  cleanup();
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
});

const helsinki = () => db.domain.locations.find((location) => location._id === SEED_LOCATIONS.helsinki);

describe('LocationScreen', () => {
  it('shows the form whole, once the plans to choose from are known, so nothing moves its Save button later', async () => {
    let answerPlans!: () => void;
    const plansHeld = new Promise<void>((resolve) => (answerPlans = resolve));
    // Answering nothing hands the request on to the mock's own handler.
    server.use(http.get('*/api/staff/plans/list', () => plansHeld.then(() => undefined), { once: true }));
    renderAsAdmin('/staff/locations/:id', '/staff/locations/new', <LocationScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    answerPlans();
    const save = await screen.findByRole('button', { name: 'Save' });
    const plans = screen.getByRole('group', { name: 'Required subscriptions' });
    expect(within(plans).getAllByRole('checkbox').length).toBe(db.domain.plans.length);
    expect(plans.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('saves the game panel defaults that were filled, each within its bounds', async () => {
    const user = userEvent.setup();
    renderAsAdmin('/staff/locations/:id', `/staff/locations/${SEED_LOCATIONS.helsinki}`, <LocationScreen />);
    const defaults = within(await screen.findByRole('group', { name: 'Game panel defaults' }));
    await user.type(defaults.getByRole('spinbutton', { name: 'IO weight (10–1000)' }), '5000');
    await user.type(defaults.getByRole('spinbutton', { name: 'CPU (%)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(defaults.getByRole('spinbutton', { name: 'IO weight (10–1000)' })).toHaveAccessibleErrorMessage('A whole number from 10 to 1000.');
    expect(helsinki()?.defaults).toBeUndefined();

    await user.clear(defaults.getByRole('spinbutton', { name: 'IO weight (10–1000)' }));
    await user.type(defaults.getByRole('spinbutton', { name: 'IO weight (10–1000)' }), '600');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helsinki()?.defaults).toEqual({ cpu: 150, io: 600 }));
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ action: 'edit', collection: 'locations', target: SEED_LOCATIONS.helsinki, changes: { defaults: { before: null, after: { cpu: 150, io: 600 } } } });
  });

  it('links the location to its game panel location id, refusing a negative one, and unlinks it when emptied', async () => {
    const user = userEvent.setup();
    renderAsAdmin('/staff/locations/:id', `/staff/locations/${SEED_LOCATIONS.helsinki}`, <LocationScreen />);
    const panelId = await screen.findByRole('spinbutton', { name: 'Game panel location id' });
    expect(panelId).toHaveAccessibleDescription(/where its servers are created/);
    await user.type(panelId, '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(panelId).toHaveAccessibleErrorMessage('A whole number, at least 0.');
    expect(helsinki()).not.toHaveProperty('pid');

    await user.clear(panelId);
    await user.type(panelId, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helsinki()?.pid).toBe(7));

    await user.clear(panelId);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helsinki()).not.toHaveProperty('pid'));
  });

  it('says how many orders wait and what clearing the queue loses before it does', async () => {
    const user = userEvent.setup();
    const waiting = db.domain.queue.filter((entry) => entry.location === SEED_LOCATIONS.newYork).length;
    expect(waiting).toBeGreaterThan(0);
    renderAsAdmin('/staff/locations/:id', `/staff/locations/${SEED_LOCATIONS.newYork}`, <LocationScreen />);
    expect(await screen.findByText(`Orders waiting: ${waiting}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the queue of New York?' });
    expect(dialog).toHaveTextContent(`The ${waiting} waiting orders are cancelled`);
    await user.click(within(dialog).getByRole('button', { name: 'Clear the queue' }));
    await waitFor(() => expect(db.domain.queue.filter((entry) => entry.location === SEED_LOCATIONS.newYork)).toHaveLength(0));
    expect(await screen.findByText('Orders waiting: 0.')).toBeInTheDocument();
  });
});
