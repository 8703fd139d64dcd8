import { registerMessages, useT } from './i18n';

/** Every string the kit itself shows, in English; French is in kit-messages.fr.ts. */
export const kitEnglish = {
  loading: 'Loading…',
  working: 'Working…',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  retry: 'Retry',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  menu: 'Menu',
  breadcrumbs: 'Breadcrumbs',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {{page}} of {{pages}}',
  rowsPerPage: 'Rows per page',
  search: 'Search',
  columns: 'Columns',
  exportCsv: 'Export CSV',
  noResults: 'Nothing to show.',
  loadFailed: 'This could not be loaded.',
  sortedAscending: 'sorted ascending',
  sortedDescending: 'sorted descending',
  typeToConfirm: 'Type {{name}} to confirm',
  chartData: 'Data of {{title}}',
  colorScheme: 'Colour scheme',
  schemeSystem: 'System',
  schemeLight: 'Light',
  schemeDark: 'Dark',
  language: 'Language',
  required: 'This field is required.',
  errorNetwork: 'The server could not be reached. Check your connection and try again.',
  errorTimeout: 'The server did not answer in time. Try again in a moment.',
  errorServer: 'The server could not complete this right now. Try again in a moment.',
  errorTooManyRequests: 'Too many attempts. Wait a moment and try again.',
  errorRefused: 'The server refused this request. Try again, or contact us if it keeps happening.',
  errorUnexpected: 'Something went wrong. Please try again.',
  takingLong: 'This is taking longer than expected.',
  notFoundTitle: 'Not found',
  notFoundText: 'The page you are looking for could not be found.',
  toDashboard: 'Go to the dashboard',
  notBuiltYet: 'This screen is not built yet.',
  standaloneHarness: 'Standalone harness: this remote is running without the shell.',
  standaloneApiDown: 'Is the mock API running? (pnpm --filter @panel/mocks start)',
  challengeFailed: 'The verification challenge could not be loaded. Reload the page to try again.',
  challengeWaiting: 'Complete the verification challenge above to continue.',
};

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A key as it is asked for: plural forms (`days_one`, `days_other`) by their base (`days`). */
export type MessageKey<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K;
export type KitMessage = MessageKey<keyof typeof kitEnglish>;

registerMessages('kit', { en: kitEnglish, fr: () => import('./kit-messages.fr') });

/** The kit's own messages, typed by key. */
export function useKitT(): (key: KitMessage, values?: Record<string, unknown>) => string {
  return useT('kit');
}

