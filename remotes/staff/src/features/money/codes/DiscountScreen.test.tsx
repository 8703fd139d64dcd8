import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../../../mocks/src/db';
import { SEED_INVOICES } from '../../../../../../mocks/src/seed';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderStaffScreen, resetSession } from '../test-utils/staff-test-render';
import { DiscountScreen } from './DiscountScreen';

installMockApi();

// Radix measures its checkboxes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  resetSession();
});

const openDiscount = (id: string) => renderStaffScreen(DiscountScreen, '/staff/discounts/:id', `/staff/discounts/${id}`);

describe('a discount’s page', () => {
  it('shows its plans ticked, saves a change of plans and recurrence, and audits it', async () => {
    const user = userEvent.setup();
    openDiscount('discount-spring');
    const plans = await screen.findByRole('group', { name: 'Allowed plans' });
    expect(await within(plans).findByRole('checkbox', { name: 'Minecraft Starter' })).toBeChecked();
    expect(within(plans).getByRole('checkbox', { name: 'Minecraft Pro' })).toBeChecked();
    expect(within(plans).getByRole('checkbox', { name: 'Discord Bot' })).not.toBeChecked();
    await user.click(within(plans).getByRole('checkbox', { name: 'Minecraft Pro' }));
    await user.click(within(plans).getByRole('checkbox', { name: 'Discord Bot' }));
    await user.click(screen.getByRole('checkbox', { name: 'Recurrent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => db.domain.discounts.find((discount) => discount._id === 'discount-spring')?.recurrent).toBe(false);
    expect(db.domain.discounts.find((discount) => discount._id === 'discount-spring')?.allowedPlans).toEqual(['plan-mc-starter', 'plan-discord-bot']);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({
      action: 'edit',
      target: 'discount-spring',
      changes: { recurrent: { before: true, after: false }, allowedPlans: { before: ['plan-mc-starter', 'plan-mc-pro'], after: ['plan-mc-starter', 'plan-discord-bot'] } },
    });
  });

  it('lists the invoices it was used on', async () => {
    const seeded = db.invoices.get(SEED_INVOICES.discounted)!;
    openDiscount('discount-spring');
    const uses = await screen.findByRole('table', { name: 'Used on' });
    const row = within(uses).getByRole('row', { name: new RegExp(seeded._id) });
    expect(within(row).getByRole('link', { name: seeded._id })).toHaveAttribute('href', `/invoice/${seeded._id}`);
    expect(within(row).getByRole('link', { name: db.users.get(seeded.user)!.username })).toHaveAttribute('href', `/staff/users/${seeded.user}`);
    expect(row).toHaveTextContent('€7.99');
    expect(row).toHaveTextContent('Unpaid');
  });

  it('refuses a reduction over 100 % before sending anything', async () => {
    const user = userEvent.setup();
    openDiscount('new');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'HALF');
    await user.type(screen.getByRole('spinbutton', { name: 'Reduction (%)' }), '120');
    await user.type(screen.getByRole('spinbutton', { name: 'Max claims' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('spinbutton', { name: 'Reduction (%)' })).toHaveAccessibleErrorMessage('Enter a percentage above 0 and at most 100.');
    expect(db.domain.discounts.some((discount) => discount.code === 'HALF')).toBe(false);
  });
});
