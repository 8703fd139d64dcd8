// The home's part of the customer remote's server-included fragment (public/fragments/index.html):
// the welcome and the account's figures as soon as the page's early calls (the shell's
// boot/early-api-calls.js) have the user and the instance's currency, in the page's language:
// the text AccountSummary shows, written by the same formatter, so the app takes over without a
// change. The build compiles this module into the fragment's inline script (rsbuild.config.ts,
// pluginFragmentScripts): no React. The shell's boot/fragment-tools.js does the rest: only a
// signed-in visitor keeps this page, with its texts in the page's language. A missing call, a
// refused or malformed answer leaves the loading notice, and the app does the rest.
import type { Config, User } from '@panel/api/contract';
import { formatMoney } from '@panel/ui/format';
import type { FragmentTools } from '@panel/ui/fragment-tools';
import { drawServers } from './draw-servers';

/** What the home shows of the user's answer. */
type Account = Pick<User, 'username' | 'balance' | 'coins' | 'plans' | 'verified'>;

const isAccount = (user: unknown): user is Account => {
  const account = user as Partial<Account> | null;
  return (
    typeof account === 'object' &&
    account !== null &&
    typeof account.username === 'string' &&
    typeof account.balance === 'number' &&
    Number.isFinite(account.balance) &&
    typeof account.coins === 'number' &&
    Array.isArray(account.plans)
  );
};

/** Fills `fragment` (the `[data-boot-fragment]` holder's content) once the early answers are in; resolves when done. */
export function fillHomeFragment(fragment: HTMLElement, tools: FragmentTools | undefined): Promise<void> {
  if (!tools) return Promise.resolve(void fragment.remove());
  if (!tools.keepForSignedIn(fragment)) return Promise.resolve();
  const userInfo = tools.userInfoPath();
  if (!userInfo) return Promise.resolve();
  const userId = decodeURIComponent(userInfo.split('/')[3] ?? '');
  let servers: Promise<void> = Promise.resolve();
  const shown = tools
    .earlyAnswers([userInfo, '/api/'])
    .then(([user, config]) => {
      const currency = tools.currencyOf(config);
      // The app sends an unverified account to verify its email: nothing to show here.
      if (!isAccount(user) || !currency || user.verified === false) return;
      const language = tools.language();
      const text = (selector: string, value: string) => {
        fragment.querySelector(selector)!.textContent = value;
      };
      const heading = fragment.querySelector('h1')!;
      heading.textContent = heading.getAttribute(`data-welcome-${language}`)!.replace('{name}', user.username);
      text('[data-home-balance]', formatMoney(user.balance, currency, language));
      text('[data-home-coins]', String(user.coins));
      text('[data-home-plans]', String(user.plans.length));
      const home = fragment.querySelector<HTMLElement>('.boot-home')!;
      home.hidden = false;
      fragment.querySelector('.boot-home-loading')?.remove();
      servers = drawServers(home, tools, { userId, user, config: config as Config, language, now: Date.now() }).catch(() => {});
    })
    .catch(() => {});
  const done = shown.then(() => servers);
  // The app's scripts, evaluated first, would hold the answers back: they run once the figures
  // and the servers are shown (at the latest after 3 s).
  tools.startAppAfter(done);
  return done;
}
