import type { MouseEvent, ReactNode } from 'react';
import { useSearchParams } from '@panel/router';
import { currentReadOnlyView, useConfig, useSession } from '@panel/session';
import { useShellT } from '../messages';
import { lazyPart } from './lazy-part';
import { Frame } from './signed-in-frame';
import { WarningBanner } from './WarningBanner';
import './layout.css';

export const CONTENT_ID = 'content';

/** Only an instance with ads fetches the ad slot. */
const adSlot = lazyPart(() => import('./ads/AdSlot'));
/** Only an admin's read-only view of a customer's panel fetches its banner. */
const readOnlyViewBanner = lazyPart(() => import('./ReadOnlyViewBanner'));

/**
 * The page frame: a skip link, the sidebar (a column from 768 px, a menu in a drawer below;
 * none with `?noSidebar=true` or when nobody is signed in) and the content area, an ad after
 * it when the instance shows ads.
 */
export function Layout({ children }: { children: ReactNode }) {
  const t = useShellT();
  const [params] = useSearchParams();
  const signedIn = useSession((s) => s.user !== null);
  const showSidebar = signedIn && params.get('noSidebar') !== 'true';
  const AdSlot = adSlot.useModule(useConfig().settings.ads.site).module?.AdSlot;
  const ReadOnlyViewBanner = readOnlyViewBanner.useModule(signedIn && currentReadOnlyView() !== null).module?.ReadOnlyViewBanner;

  // Focus, not only scroll: the next Tab then continues from the content, past the sidebar.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(CONTENT_ID)?.focus();
  };

  return (
    <div className="app-layout">
      <a className="app-skip-link" href={`#${CONTENT_ID}`} onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      {showSidebar && <Frame />}
      <main className="app-content" id={CONTENT_ID} tabIndex={-1}>
        {ReadOnlyViewBanner && <ReadOnlyViewBanner />}
        <WarningBanner />
        {children}
        {AdSlot && <AdSlot />}
      </main>
    </div>
  );
}
