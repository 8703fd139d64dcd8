import { registerMessages, translate, useT, type MessageKey } from '@panel/ui';

/** Every string the shell shows (frame, startup, dialogs, toasts), in English; French is in messages.fr.ts. */
export const shellEnglish = {
  skipToContent: 'Skip to content',
  openMenu: 'Menu',
  navigation: 'Navigation',
  home: 'Home',
  preferences: 'Preferences',
  startingPanel: 'Starting the panel…',
  loading: 'Loading…',
  takingLong: 'This is taking longer than expected.',
  retry: 'Retry',
  close: 'Close',
  reload: 'Reload',
  configErrorTitle: 'The panel could not start',
  configErrorAnswered: "We could not load the panel's configuration (the server answered {{status}}). Check your connection and try again.",
  configErrorNoAnswer: "We could not load the panel's configuration (the server did not answer). Check your connection and try again.",
  sectionAuth: 'Sign-in',
  sectionCustomer: 'Dashboard',
  sectionBilling: 'Billing',
  sectionStaff: 'Staff area',
  sectionNotLoaded: 'The {{section}} section could not be loaded',
  sectionNotLoadedText: 'It may be down for maintenance or your connection dropped. The rest of the panel still works.',
  sectionCrashed: 'Something went wrong in the {{section}} section',
  sectionCrashedText: 'An unexpected error stopped this page. The rest of the panel still works.',
  changelogTitle: "What's new",
  changelogText: 'The panel was updated to version {{version}}.',
  changelogDismiss: 'Dismiss',
  changelogRead: 'Read the changelog',
  announcementGotIt: 'Got it',
  updatedTitle: 'The panel was updated',
  updatedText: 'Part of the panel could not be downloaded, usually because a newer version was just released. Reload to continue.',
  unexpectedTitle: 'Something went wrong',
  unexpectedText: 'An unexpected error occurred. Reloading the page usually fixes it; nothing you saved is lost.',
  balance: 'Balance',
  coinsLabel: 'Coins',
  coins_one: '{{count}} coin',
  coins_other: '{{count}} coins',
  rankAdmin: 'Admin',
  rankStaff: 'Staff',
  signOut: 'Sign out',
  sessionEnded: 'Your session has ended. Sign in again to continue.',
  refreshFailed: 'Your account details could not be refreshed. You are still signed in.',
  userFetchFailed: 'Error while fetching user info',
  customLinks: 'Links',
  customLinkOpensOutside: '{{text}} (opens in a new tab)',
};

export type ShellMessage = MessageKey<keyof typeof shellEnglish>;

registerMessages('shell', { en: shellEnglish, fr: () => import('./messages.fr') });

/** The shell's messages, typed by key. */
export function useShellT(): (key: ShellMessage, values?: Record<string, unknown>) => string {
  return useT('shell');
}

/** Outside React (toasts): a shell message in the current language. */
export const shellMessage = (key: ShellMessage, values?: Record<string, unknown>): string => translate('shell', key, values);
