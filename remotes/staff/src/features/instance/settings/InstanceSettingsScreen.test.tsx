import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../../mocks/src/db';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin, signOutAfterTest } from '../test-utils/render-as-admin';
import { InstanceSettingsScreen } from './InstanceSettingsScreen';

installMockApi();

const openSettings = () => renderAsAdmin(<InstanceSettingsScreen />, '/staff/instance/settings');

afterEach(() => {
  cleanup();
  signOutAfterTest();
});

describe('instance settings', () => {
  it('saves the panel name, says what changed, and the panel follows', async () => {
    openSettings();
    const nameField = await screen.findByRole('textbox', { name: 'Panel name' });
    const before = db.config.info.name;
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Orbit Hosting');
    const general = screen.getByRole('form', { name: 'General and branding' });
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));
    expect(await within(general).findByText(`Panel name: ${before} → Orbit Hosting`)).toBeInTheDocument();
    expect(db.config.info.name).toBe('Orbit Hosting');
    expect(sessionStore.getState().config?.info.name).toBe('Orbit Hosting');
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ action: 'settings', changes: { 'info.name': { before, after: 'Orbit Hosting' } } });
  });

  it('refuses an empty name and a bad colour on their fields, sending nothing', async () => {
    openSettings();
    const nameField = await screen.findByRole('textbox', { name: 'Panel name' });
    const before = db.config.info.name;
    await userEvent.clear(nameField);
    const general = screen.getByRole('form', { name: 'General and branding' });
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));
    expect(await within(general).findByText('Required.')).toBeInTheDocument();
    expect(nameField).toHaveFocus();
    expect(db.config.info.name).toBe(before);

    const theme = screen.getByRole('form', { name: 'Theme' });
    const colour = within(theme).getByRole('textbox', { name: /Primary colour/ });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'blue');
    await userEvent.click(within(theme).getByRole('button', { name: 'Save' }));
    expect(await within(theme).findByText('Enter a colour as #rrggbb.')).toBeInTheDocument();
  });

  it('sets an announcement as a whole, refusing one without its id and message', async () => {
    openSettings();
    const form = await screen.findByRole('form', { name: 'Announcement' });
    expect(within(form).getByRole('switch', { name: 'Show the announcement' })).toBeChecked();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Announcement title' }), 'Planned maintenance');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('Required.')).toHaveLength(2);
    expect(within(form).getByRole('textbox', { name: 'Announcement id' })).toHaveFocus();
    expect(db.config.info.dialog).toBeNull();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Announcement id' }), 'maintenance-1');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Announcement message' }), 'Down on Sunday.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Announcement id: (empty) → maintenance-1')).toBeInTheDocument();
    expect(db.config.info.dialog).toEqual({ id: 'maintenance-1', enabled: true, title: 'Planned maintenance', message: 'Down on Sunday.' });
    expect(sessionStore.getState().config?.info.dialog).toMatchObject({ id: 'maintenance-1' });
  });

  it('sets the daily earning reset as a time of day and the backend’s ipd flag', async () => {
    openSettings();
    const general = await screen.findByRole('form', { name: 'General and branding' });
    const resetTime = within(general).getByLabelText(/^Daily earning reset \(UTC\)/);
    expect(resetTime).toHaveValue('00:00');
    fireEvent.change(resetTime, { target: { value: '18:30' } });
    await userEvent.click(within(general).getByRole('switch', { name: 'Backend flag “ipd”' }));
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));
    expect(await within(general).findByText('Daily earning reset (UTC): 00:00 → 18:30')).toBeInTheDocument();
    expect(new Date(db.config.info.earnReset).toISOString()).toBe('2027-01-01T18:30:00.000Z');
    expect(db.config.ipd).toBe(true);
  });

  it('counts inactive accounts before offering to delete them', async () => {
    openSettings();
    expect(await screen.findByText(/account(s)? would be deleted|No account/)).toBeInTheDocument();
  });
});
