import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@panel/ui';
import { accountOf } from '../../../../../mocks/src/domain/accounts';
import { CustomCodeCard } from './CustomCodeCard';
import { DEMO_USERS, installMockApi, renderSection, signInAs } from '../settings/test-utils/mock-api';
import '../../messages/referrals';

const server = installMockApi();
const customer = DEMO_USERS.customer.id;

describe('CustomCodeCard', () => {
  it('below the threshold: locked, with how far along and how many more', async () => {
    signInAs('customer');
    renderSection(<CustomCodeCard userId={customer} code="caseycustomer" referrals={40} minimum={50} />);
    const bar = await screen.findByRole('progressbar', { name: 'Referrals towards a custom code' });
    expect(bar).toHaveAttribute('value', '40');
    expect(bar).toHaveAttribute('max', '50');
    expect(screen.getByText('40 of 50 referrals · 10 more to go.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('refuses a taken code on its field, keeping what was typed', async () => {
    signInAs('customer');
    renderSection(<CustomCodeCard userId={customer} code="caseycustomer" referrals={40} minimum={20} />);
    const field = await screen.findByRole('textbox', { name: 'Code' });
    await userEvent.type(field, 'PLAYER001');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('This code is taken. Try another one.')));
    expect(field).toHaveValue('PLAYER001');
    expect(field).toHaveFocus();
    expect(accountOf(customer).code).toBe('caseycustomer');
  });

  it.each([
    ['', 'Enter a code'],
    ['ab', 'Use 3 to 20 letters and digits, nothing else'],
    ['casey!', 'Use 3 to 20 letters and digits, nothing else'],
    ['caseycustomer', 'This is already your code'],
  ])('says what is wrong with %j before sending anything', async (typed, message) => {
    signInAs('customer');
    const sent = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('editCode')) sent();
    });
    renderSection(<CustomCodeCard userId={customer} code="caseycustomer" referrals={40} minimum={20} />);
    const field = await screen.findByRole('textbox', { name: 'Code' });
    if (typed) await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(sent).not.toHaveBeenCalled();
  });

  it('saves a free code once, however fast the button is pressed twice', async () => {
    signInAs('customer');
    const success = vi.spyOn(toast, 'success');
    const sent = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('editCode')) sent();
    });
    renderSection(<CustomCodeCard userId={customer} code="caseycustomer" referrals={40} minimum={20} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), 'Casey2026');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your link now ends with Casey2026.'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(accountOf(customer).code).toBe('Casey2026');
  });
});
