import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installMockApi } from '../../../../mocks/src/testing/mock-api';
import { renderStaffScreen, resetSession } from '../features/money/test-utils/staff-test-render';
import { UsersScreen } from '../features/people/users/UsersScreen';

installMockApi();

afterEach(() => {
  cleanup();
  resetSession();
});

const where = () => screen.getByTestId('where').textContent;

describe("a staff table's filters", () => {
  it('build on each other when two are chosen before the page re-renders', async () => {
    renderStaffScreen(UsersScreen, '/staff/users', '/staff/users?banned=true', 'staff');
    await screen.findByRole('combobox', { name: 'Rank' });
    // Both changes land in one batch: the second must not start again from the first render's address.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Banned' }), { target: { value: 'all' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Rank' }), { target: { value: 'STAFF' } });
    });
    expect(where()).toBe('/staff/users?rank=STAFF');
  });
});
