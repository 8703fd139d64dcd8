import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderStaffScreen, resetSession } from '../test-utils/staff-test-render';
import { InvoicesScreen } from './InvoicesScreen';

installMockApi();

afterEach(() => {
  cleanup();
  resetSession();
});

const euros = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
const totals = () => screen.getByRole('region', { name: 'Totals for this filter' });

describe('the staff invoices', () => {
  it('lists the invoices of a status from the address, with the count and amount of every match', async () => {
    renderStaffScreen(InvoicesScreen, '/staff/invoices', '/staff/invoices?status=partly-paid', 'staff');
    const partly = [...db.invoices.values()].filter((invoice) => !invoice.paid && invoice.paidpartial);
    expect(partly.length).toBeGreaterThan(0);
    await within(totals()).findByText(String(partly.length));
    expect(within(totals()).getByText(euros(partly.reduce((sum, invoice) => sum + invoice.amount, 0)))).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(partly.length);
    for (const row of rows) expect(row).toHaveTextContent('Partly paid');
    expect(within(table).getByRole('link', { name: partly[0]!._id })).toHaveAttribute('href', `/invoice/${partly[0]!._id}`);
    const customer = within(rows[0]!).getByRole('link', { name: partly[0]!.user });
    expect(customer).toHaveAttribute('href', `/staff/users/${partly[0]!.user}`);
  });

  it('narrows to one customer and a due-date range once applied, and keeps them in the address', async () => {
    const user = userEvent.setup();
    renderStaffScreen(InvoicesScreen, '/staff/invoices', '/staff/invoices', 'staff');
    const theirs = [...db.invoices.values()].filter((invoice) => invoice.user === DEMO_USERS.customer.id);
    await user.type(screen.getByRole('textbox', { name: 'Customer ID' }), DEMO_USERS.customer.id);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await within(totals()).findByText(String(theirs.length));
    expect(screen.getByTestId('where')).toHaveTextContent(`customer=${DEMO_USERS.customer.id}`);

    await user.type(screen.getByLabelText('Due from'), '2030-01-02');
    await user.type(screen.getByLabelText('Due until'), '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Due until')).toHaveAccessibleErrorMessage('This date is before the first one.');
    expect(screen.getByTestId('where')).not.toHaveTextContent('from=');
  });
});
