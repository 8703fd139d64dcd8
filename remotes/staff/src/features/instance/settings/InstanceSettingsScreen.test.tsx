import { cleanup, screen, within } from '@testing-library/react';
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

  it('counts inactive accounts before offering to delete them', async () => {
    openSettings();
    expect(await screen.findByText(/account(s)? would be deleted|No account/)).toBeInTheDocument();
  });
});
