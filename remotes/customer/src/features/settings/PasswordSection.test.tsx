import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@panel/ui';
import { PasswordSection } from './PasswordSection';
import { db, DEMO_USERS, installMockApi, renderSection, signInAs } from './test-utils/mock-api';

installMockApi();

const fill = async (current: string, password: string, confirmation = password) => {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('PasswordSection', () => {
  it.each([
    ['', 'fresh-start-42', 'fresh-start-42', 'Current password', 'Enter your current password'],
    [DEMO_USERS.customer.password, 'short1', 'short1', 'New password', 'Use at least 8 characters'],
    [DEMO_USERS.customer.password, DEMO_USERS.customer.password, DEMO_USERS.customer.password, 'New password', 'Choose a password other than your current one'],
    [DEMO_USERS.customer.password, 'fresh-start-42', 'fresh-start-4', 'Confirm new password', 'The passwords do not match'],
  ])('refuses %j → %j / %j on “%s”: %s', async (current, password, confirmation, field, message) => {
    signInAs('customer');
    renderSection(<PasswordSection />);
    await fill(current, password, confirmation);
    expect(screen.getByLabelText(field)).toHaveAccessibleErrorMessage(message);
  });

  it('says when the current password is wrong, keeping the new one typed', async () => {
    signInAs('customer');
    renderSection(<PasswordSection />);
    await fill('not-my-password-1', 'fresh-start-42');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleErrorMessage('The current password is not right'));
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('fresh-start-42');
  });

  it('changes it with the right one, then empties the form', async () => {
    const changed = vi.spyOn(toast, 'success');
    signInAs('customer');
    const before = db.users.get(DEMO_USERS.customer.id)?.passwordHash;
    renderSection(<PasswordSection />);
    await fill(DEMO_USERS.customer.password, 'fresh-start-42');
    await waitFor(() => expect(changed).toHaveBeenCalledWith('Password changed. Your other devices were signed out.'));
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(db.users.get(DEMO_USERS.customer.id)?.passwordHash).not.toBe(before);
  });
});
