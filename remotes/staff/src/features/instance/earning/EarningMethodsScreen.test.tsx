import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../../../mocks/src/db';
import { installMockApi } from '../../../../../../mocks/src/testing/mock-api';
import { renderAsAdmin, signOutAfterTest } from '../test-utils/render-as-admin';
import { EarningMethodsScreen } from './EarningMethodsScreen';

installMockApi();

afterEach(() => {
  cleanup();
  signOutAfterTest();
});

describe('earning methods', () => {
  it('refuses bounds the wrong way round, then saves the shortener reward and a new link', async () => {
    renderAsAdmin(<EarningMethodsScreen />, '/staff/earningmethods');
    const form = await screen.findByRole('form', { name: 'Earning methods' });
    const maxMembers = within(form).getByRole('spinbutton', { name: 'Most members a listing may ask for' });
    await userEvent.clear(maxMembers);
    await userEvent.type(maxMembers, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save earning methods' }));
    expect(await within(form).findByText('Must be at least the smallest.')).toBeInTheDocument();
    expect(maxMembers).toHaveFocus();
    await userEvent.clear(maxMembers);
    await userEvent.type(maxMembers, '600');

    const shortener = within(form).getByRole('heading', { name: 'Link shortener (Linkvertise)' }).closest('section')!;
    const reward = within(shortener).getByRole('spinbutton', { name: 'Reward (coins)' });
    await userEvent.clear(reward);
    await userEvent.type(reward, '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a link' }));
    const added = within(form).getAllByRole('group').at(-1)!;
    await userEvent.type(within(added).getByRole('textbox', { name: 'Name' }), 'Newsletter');
    await userEvent.type(within(added).getByRole('textbox', { name: 'Address' }), 'https://news.example/join');
    await userEvent.click(within(form).getByRole('button', { name: 'Save earning methods' }));
    await expect.poll(() => db.domain.earning.linkvertise.reward).toBe(7);
    expect(db.domain.earning.jfr.maxMembers).toBe(600);
    expect(db.domain.earning.other.at(-1)).toMatchObject({ name: 'Newsletter', link: 'https://news.example/join', clicks: 0 });
  });
});
