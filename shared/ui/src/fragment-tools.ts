import type { Currency } from '@panel/api/contract';

/**
 * What the shell's boot/fragment-tools.js gives the remotes' server-included fragments, as
 * `window.__PANEL_FRAGMENT__` (see there for each tool). A fragment served by a shell without
 * them finds none, removes itself, and the app does the rest.
 */
export interface FragmentTools {
  keepForSignedIn(fragment: HTMLElement): boolean;
  startAppOnInteraction(): void;
  startAppAfter(shown: Promise<unknown>): void;
  startApp(): void;
  inPageLanguage(fragment: HTMLElement): void;
  language(): 'en' | 'fr';
  earlyAnswers(paths: string[]): Promise<unknown[]>;
  callEarly(path: string): Promise<unknown>;
  userInfoPath(): string | null;
  currencyOf(config: unknown): Currency | null;
}

/** The page's fragment tools, when the shell's HTML has them. */
export const fragmentTools = (): FragmentTools | undefined => (window as { __PANEL_FRAGMENT__?: FragmentTools }).__PANEL_FRAGMENT__;
