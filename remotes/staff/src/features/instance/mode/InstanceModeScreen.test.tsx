import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { perServerPlansFor } from '@panel/rules';
import { sessionStore } from '@panel/session';
import { db } from '../../../../../../mocks/src/db';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin, signOutAfterTest } from '../test-utils/render-as-admin';
import { InstanceModeScreen } from './InstanceModeScreen';
import { migrationOf, DEFAULT_DRAFT } from './migration-form';

installMockApi();

afterEach(() => {
  cleanup();
  signOutAfterTest();
});

describe('the migration parameters', () => {
  it('are the contract’s: hours become seconds, ratios bounded', () => {
    expect(migrationOf('resources', { ...DEFAULT_DRAFT, balanceToCoinsRatio: '10', expirationDelayHours: '2' })).toEqual({ migration: { to: 'resources', options: { balanceToCoinsRatio: 10, expirationDelay: 7200 } } });
    expect(migrationOf('resources', { ...DEFAULT_DRAFT, balanceToCoinsRatio: '0' })).toEqual({ problems: [{ field: 'balanceToCoinsRatio', problem: 'positive' }] });
    expect(migrationOf('plans', { ...DEFAULT_DRAFT, coinsToBalanceRate: '-1' })).toEqual({ problems: [{ field: 'coinsToBalanceRate', problem: 'atLeast', min: 0 }] });
  });
});

describe('the mode switch', () => {
  it('switches only after a dry run, and what happens matches it', async () => {
    renderAsAdmin(<InstanceModeScreen />, '/staff/instance/mode');
    const switchButton = screen.getByRole('button', { name: 'Switch to Per-server plans' });
    expect(switchButton).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    const preview = await screen.findByRole('region', { name: 'What the switch will do' });
    const previewText = preview.textContent ?? '';
    expect(previewText).toMatch(/servers get a new expiry date/);
    expect(db.config.features.perServerPlans).toBe(perServerPlansFor('resources'));

    await userEvent.click(switchButton);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Per-server plans' }));
    expect(await screen.findByText('What happened matches the dry run.')).toBeInTheDocument();
    expect(db.config.features.perServerPlans).toBe(perServerPlansFor('plans'));
    expect(sessionStore.getState().config?.features.perServerPlans).toBe(perServerPlansFor('plans'));
    expect(screen.getByRole('button', { name: 'Switch to Resource split' })).toBeDisabled();
  });
});
