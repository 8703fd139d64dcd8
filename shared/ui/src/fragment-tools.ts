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
/** A parsed answer that is an object (not null, not a primitive): what a fragment checks before reading its fields. */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const fragmentTools = (): FragmentTools | undefined => (window as { __PANEL_FRAGMENT__?: FragmentTools }).__PANEL_FRAGMENT__;

/**
 * The life of a fragment that draws the page's early answers and then hands the page to the app:
 * kept for a signed-in visitor only; `paths` (given the user's info path) names the answers to
 * wait for, or null when the page is the app's from the start; `draw` shows them and says false
 * when the page is the app's after all. The fragment then goes and the app starts at once;
 * otherwise the app starts once the drawing is painted (at the latest after 3 s).
 */
export function fillFromEarlyAnswers(
  fragment: HTMLElement,
  tools: FragmentTools | undefined,
  { paths, draw }: { paths: (userInfoPath: string) => string[] | null; draw: (answers: unknown[], tools: FragmentTools) => boolean | Promise<boolean> },
): Promise<void> {
  if (!tools) return Promise.resolve(void fragment.remove());
  if (!tools.keepForSignedIn(fragment)) return Promise.resolve();
  const userInfo = tools.userInfoPath();
  if (!userInfo) return Promise.resolve();
  const leaveToApp = () => {
    fragment.remove();
    tools.startApp();
  };
  const wanted = paths(userInfo);
  if (!wanted) return Promise.resolve(leaveToApp());
  const shown = tools
    .earlyAnswers(wanted)
    .then((answers) => draw(answers, tools))
    .then((drawn) => {
      if (!drawn) leaveToApp();
    }, leaveToApp);
  tools.startAppAfter(shown);
  return shown;
}
