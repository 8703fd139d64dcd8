import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../../../mocks/src/db';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin, signOutAfterTest } from '../test-utils/render-as-admin';
import { SidebarScreen } from './SidebarScreen';

installMockApi();

afterEach(() => {
  cleanup();
  signOutAfterTest();
});

describe('sidebar links', () => {
  it('lists the links, refuses %USER_TOKEN% saying why, and adds a link with a placeholder', async () => {
    renderAsAdmin(<SidebarScreen />, '/staff/sidebar');
    const table = await screen.findByRole('table', { name: 'Sidebar links' });
    expect(await within(table).findByText('Status')).toBeInTheDocument();
    expect(screen.getByText(/would put the person’s sign-in token in a URL/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Leak');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Link/ }), 'https://x.example/?t=%USER_TOKEN%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/%USER_TOKEN% is not allowed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Link/ })).toHaveFocus();
    const count = db.domain.sidebarLinks.length;

    const link = within(dialog).getByRole('textbox', { name: /^Link/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://forum.example/u/%USER.username%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByText('https://forum.example/u/%USER.username%')).toBeInTheDocument();
    expect(db.domain.sidebarLinks).toHaveLength(count + 1);
  });
});
