// The users table of the staff remote's server-included fragment
// (public/fragments/staff/users.html), drawn before the app runs: once the page's early calls
// say the visitor is staff, the fragment asks for the page of users the address names (the same
// call, under the same key, as the screen's first render: collectionListPath) and draws the
// rows as UsersScreen's DataTable does (a sync test compares the cells), from the same
// catalogue and formatters. The build compiles this module into the fragment's inline script
// (rsbuild.config.ts, pluginFragmentScripts): no React, no kit.
//
// The filters, search and the columns menu come with the app, which starts as soon as the rows
// are painted. Anything the fragment cannot show as the app would (a customer, an unverified
// account, a refused or malformed answer, an empty page) leaves the page to the app at once.
import type { StaffUser, User } from '@panel/api/contract';
import { isStaffRank } from '@panel/rules';
import { SORT_ICONS, svgIcon } from '@panel/ui/alert-icons-dom';
import { formatDate, formatMoney } from '@panel/ui/format';
import { catalogueText, h } from '@panel/ui/fragment-dom';
import { fillFromEarlyAnswers, type FragmentTools } from '@panel/ui/fragment-tools';
import { collectionListPath } from '../../../../api/collection-path';
import type { CollectionPageOf, CollectionQuery } from '../../../../api/collection';
import { staffKitEnglish } from '../../../../messages/staff-kit.en';
import { staffKitFrench } from '../../../../messages/staff-kit.fr';
import { staffUsersEnglish } from '../../../../messages/staff-users.en';
import { staffUsersFrench } from '../../../../messages/staff-users.fr';
import { usersQueryFromParams } from '../users-query';

type Language = 'en' | 'fr';

const messages = (language: Language) => ({
  t: catalogueText(language === 'fr' ? staffUsersFrench : staffUsersEnglish, language),
  kit: catalogueText(language === 'fr' ? staffKitFrench : staffKitEnglish, language),
});

type Texts = ReturnType<typeof messages>;

interface Column {
  id: string;
  header: (texts: Texts) => string;
  cell: (user: StaffUser, format: Format) => Node | string;
}

interface Format {
  texts: Texts;
  money(amount: number): string;
  date(epochMs: number): string;
}

const time = (epochMs: number, format: Format) => h('time', { datetime: new Date(epochMs).toISOString() }, format.date(epochMs));
const yesNo = (value: boolean, { texts }: Format) => (value ? texts.kit('kitYes') : texts.kit('kitNo'));

/** UsersScreen's columns, in its order, with what each cell shows. */
const USER_COLUMNS: readonly Column[] = [
  { id: 'username', header: ({ t }) => t('usersName'), cell: (user) => user.username },
  { id: 'email', header: ({ t }) => t('usersEmail'), cell: (user) => user.email },
  { id: 'rank', header: ({ t }) => t('usersRank'), cell: (user, { texts }) => texts.t(`usersRank${user.rank}`) },
  { id: 'balance', header: ({ t }) => t('usersBalance'), cell: (user, format) => h('span', { class: 'ui-money' }, format.money(user.balance)) },
  { id: 'coins', header: ({ t }) => t('usersCoins'), cell: (user) => String(user.coins) },
  { id: 'verified', header: ({ t }) => t('usersVerified'), cell: (user, format) => yesNo(user.verified, format) },
  { id: 'banned', header: ({ t }) => t('usersBanned'), cell: (user, format) => yesNo(user.ban !== null, format) },
  { id: 'firstLogin', header: ({ t }) => t('usersJoined'), cell: (user, format) => time(user.firstLogin, format) },
  { id: 'lastSeen', header: ({ t }) => t('usersLastSeen'), cell: (user, format) => time(user.lastSeen, format) },
];

const isStaffViewer = (user: unknown): boolean => {
  const viewer = user as Partial<User> | null;
  return typeof viewer === 'object' && viewer !== null && viewer.verified !== false && isStaffRank(viewer.rank);
};

const isUser = (user: unknown): user is StaffUser => {
  const row = user as Partial<StaffUser> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row._id === 'string' &&
    typeof row.username === 'string' &&
    typeof row.email === 'string' &&
    typeof row.rank === 'string' &&
    typeof row.balance === 'number' &&
    typeof row.coins === 'number' &&
    typeof row.firstLogin === 'number' &&
    typeof row.lastSeen === 'number'
  );
};

const isUsersPage = (page: unknown): page is CollectionPageOf<StaffUser> => {
  const answer = page as Partial<CollectionPageOf<StaffUser>> | null;
  return typeof answer === 'object' && answer !== null && Array.isArray(answer.result) && answer.result.length > 0 && answer.result.every(isUser);
};

/** The header cell of a sortable column as DataTable draws it, with the arrow of the address's order. */
function headerCell(column: Column, query: CollectionQuery, texts: Texts): HTMLElement {
  const sorted = query.order?.id === column.id ? (query.order.desc ? 'desc' : 'asc') : 'none';
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : null;
  return h('th', { scope: 'col', 'aria-sort': ariaSort }, h('span', { class: 'ui-table-sort' }, column.header(texts), svgIcon(SORT_ICONS[sorted], { size: 14 })));
}

/** The table DataTable draws for these rows: the first cell links to the user's page. */
function usersTable(users: StaffUser[], query: CollectionQuery, format: Format): HTMLElement {
  const label = format.texts.t('usersTable');
  const rows = users.map((user) =>
    h(
      'tr',
      { class: 'ui-table-row-link' },
      ...USER_COLUMNS.map((column, index) => {
        const content = column.cell(user, format);
        return h('td', {}, index === 0 ? h('a', { class: 'ui-link', href: `/staff/users/${encodeURIComponent(user._id)}` }, content) : content);
      }),
    ),
  );
  return h(
    'div',
    { class: 'ui-table-scroll', role: 'region', 'aria-label': label, tabindex: '0' },
    h('table', { 'aria-label': label }, h('thead', {}, h('tr', {}, ...USER_COLUMNS.map((column) => headerCell(column, query, format.texts)))), h('tbody', {}, ...rows)),
  );
}

/** Fills `fragment` (the `[data-boot-fragment]` holder's content) once the answers are in; resolves when done. */
export function fillUsersFragment(fragment: HTMLElement, tools: FragmentTools | undefined): Promise<void> {
  const query = usersQueryFromParams(new URLSearchParams(location.search));
  return fillFromEarlyAnswers(fragment, tools, {
    paths: (userInfo) => [userInfo, '/api/'],
    draw: async ([viewer, config], tools) => {
      const currency = tools.currencyOf(config);
      // Only staff may ask for the list: anyone else would be refused, and the app says why.
      if (!isStaffViewer(viewer) || !currency) return false;
      const page = await tools.callEarly(collectionListPath('users', query));
      if (!isUsersPage(page)) return false;
      const language = tools.language();
      const format: Format = {
        texts: messages(language),
        money: (amount) => formatMoney(amount, currency, language),
        date: (epochMs) => formatDate(epochMs, language),
      };
      fragment.querySelector('[data-users-table]')!.replaceChildren(usersTable(page.result, query, format));
      fragment.querySelector('[data-users-loading]')?.remove();
      return true;
    },
  });
}
