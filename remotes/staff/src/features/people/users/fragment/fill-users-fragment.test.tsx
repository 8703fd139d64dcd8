import fs from 'node:fs';
import path from 'node:path';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '@panel/ui';
import { fragmentTools } from '@panel/ui/fragment-tools';
import { earlyAnswer, includeServerFragment, recordAppStart, type AppStartRecord } from '@panel/ui/testing';
import { db, publicUser } from '../../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../../mocks/src/seed';
import { call, installMockApi } from '../../../../../../../mocks/src/testing/mock-api';
import { collectionListPath } from '../../../../api/collection-path';
import { staffUsersEnglish } from '../../../../messages/staff-users.en';
import { staffUsersFrench } from '../../../../messages/staff-users.fr';
import { renderStaffScreen, resetSession } from '../../../money/test-utils/staff-test-render';
import { UsersScreen } from '../UsersScreen';
import { usersQueryFromParams } from '../users-query';
import { fillUsersFragment } from './fill-users-fragment';

installMockApi();

/** The staff remote's fragment of `/staff/users` as the shell's server includes it. */
const INCLUDED = fs.readFileSync(path.join(import.meta.dirname, '../../../../../public/fragments/staff/users.html'), 'utf8');
/** The shell's tools for fragments (its index.html inlines them before any fragment). */
const FRAGMENT_TOOLS = fs.readFileSync(path.join(import.meta.dirname, '../../../../../../../shell/boot/fragment-tools.js'), 'utf8');

type Language = 'en' | 'fr';
type Who = keyof typeof DEMO_USERS;

afterEach(() => {
  cleanup();
  document.body.replaceChildren(); // a fragment left behind would be in the next file's page
  resetSession();
  Reflect.deleteProperty(window, '__PANEL_EARLY_GET__');
  history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
});

/** The list page the mock answers to `who` for the address's query, as the page's early call would get it. */
async function listAnswer(search: string, who: Who) {
  const answer = await call(collectionListPath('users', usersQueryFromParams(new URLSearchParams(search))), { token: DEMO_USERS[who].token });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

/**
 * The fragment at `/staff/users<search>`, signed in as `who`, with the page's early calls
 * answered by the mock; `asked` records the later calls the fragment starts.
 */
async function showFragment({ who = 'staff', language = 'en', search = '', refused = false }: { who?: Who; language?: Language; search?: string; refused?: boolean } = {}) {
  const demo = DEMO_USERS[who];
  localStorage.setItem('token', demo.token);
  localStorage.setItem('userId', demo.id);
  document.documentElement.lang = language;
  history.replaceState(null, '', `/staff/users${search}`);
  const list = refused ? { status: 403, body: { error: 'Forbidden' } } : await listAnswer(search, who);
  window.__PANEL_EARLY_API__ = {
    [`/api/user/${encodeURIComponent(demo.id)}/info`]: earlyAnswer(publicUser(db.users.get(demo.id)!)),
    '/api/': earlyAnswer(structuredClone(db.config)),
  };
  const asked: string[] = [];
  window.__PANEL_EARLY_GET__ = (call: string) => {
    asked.push(call);
    return earlyAnswer(list.body, list.status).json;
  };
  const boot: AppStartRecord = recordAppStart();
  const holder = includeServerFragment(INCLUDED, FRAGMENT_TOOLS);
  await fillUsersFragment(holder, fragmentTools());
  return { holder, boot, asked };
}

const cellTexts = (table: HTMLElement) => [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

describe("the staff users fragment, before the app's JavaScript", () => {
  it('says, in the catalogue’s words, what it is loading, in both languages', () => {
    const html = (key: keyof typeof staffUsersEnglish) => INCLUDED.includes(`>${staffUsersEnglish[key]}<`) && INCLUDED.includes(`data-fr="${staffUsersFrench[key]}"`);
    expect(['usersTitle', 'usersSearchHint', 'usersLoading'].filter((key) => !html(key as keyof typeof staffUsersEnglish))).toEqual([]);
  });

  it('shows a staff member the first page of users, the cells the app’s table shows, then lets the app start', async () => {
    const { holder, boot, asked } = await showFragment();
    expect(asked).toEqual([collectionListPath('users', usersQueryFromParams(new URLSearchParams()))]);
    expect(holder.querySelector('[data-users-loading]')).toBeNull();
    const fragmentTable = within(holder).getByRole('table', { name: 'Users' });
    expect(boot.startsAfter).not.toBeNull();
    expect(boot.appStarted).toBe(false);

    holder.remove();
    renderStaffScreen(UsersScreen, '/staff/users', '/staff/users', 'staff');
    const appTable = screen.getByRole('table', { name: 'Users' });
    const firstEmail = cellTexts(fragmentTable)[1]![1]!;
    await within(appTable).findByText(firstEmail);
    expect(cellTexts(fragmentTable)).toEqual(cellTexts(appTable));
    const firstLink = within(fragmentTable).getAllByRole('link')[0]!;
    expect(firstLink.getAttribute('href')).toBe(within(appTable).getAllByRole('link')[0]!.getAttribute('href'));
  });

  it('asks for the page, filter and order the address names, and marks the sorted column', async () => {
    const search = '?rank=USER&sort=balance&order=desc&page=2';
    const { holder, asked } = await showFragment({ search });
    expect(asked).toEqual([collectionListPath('users', usersQueryFromParams(new URLSearchParams(search)))]);
    expect(asked[0]).toContain('where=rank%3AUSER');
    const table = within(holder).getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toHaveAttribute('aria-sort', 'descending');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Customer');
  });

  it('writes the table in French on a French page', async () => {
    await loadLanguage('fr');
    const { holder } = await showFragment({ language: 'fr' });
    expect(within(holder).getByRole('heading', { name: 'Utilisateurs' })).toBeInTheDocument();
    const table = within(holder).getByRole('table', { name: 'Utilisateurs' });
    expect(within(table).getByRole('columnheader', { name: 'Solde' })).toBeInTheDocument();
    expect(table.querySelector('tbody time')?.textContent).toMatch(/\d{4}/);
    await loadLanguage('en');
  });

  it('leaves a customer to the app without asking for the list', async () => {
    const { holder, boot, asked } = await showFragment({ who: 'customer' });
    expect(asked).toEqual([]);
    expect(holder.isConnected).toBe(false);
    expect(boot.appStarted).toBe(true);
  });

  it('leaves the page to the app when the list is refused', async () => {
    const { holder, boot, asked } = await showFragment({ refused: true });
    expect(asked).toHaveLength(1);
    expect(holder.isConnected).toBe(false);
    expect(boot.appStarted).toBe(true);
  });
});
