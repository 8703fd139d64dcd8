import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@panel/router';
import { useConfig } from '@panel/session';
import { Alert, Button } from '@panel/ui';
import { resolveRoute } from '../../app/resolve-route';
import { mayShowAd } from './ad-screens';
import { adScriptUrl } from './ad-script';
import { useAdsT } from './ad-messages';
import './ads.css';

/** Where the browser remembers that its visitor dismissed the ad-blocker ask. */
export const AD_BLOCK_ASK_DISMISSED = 'panel.adBlockAskDismissed';

const askDismissed = () => {
  try {
    return localStorage.getItem(AD_BLOCK_ASK_DISMISSED) === '1';
  } catch {
    return false;
  }
};

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * The ad of a screen that may show one (mayShowAd), after the content in a box of a fixed
 * size (ads.css), so an ad arriving, or none, never moves the page. The ad script is loaded
 * here, on those screens only; when it cannot load (an ad blocker, usually) and `ads.aadbl` is
 * on, the box politely asks to allow ads instead, until dismissed in this browser.
 */
export function AdSlot() {
  const t = useAdsT();
  const { ads } = useConfig().settings;
  const location = useLocation();
  const allowed = mayShowAd(resolveRoute(location.pathname));
  const fill = useRef<HTMLDivElement>(null);
  const [blocked, setBlocked] = useState(false);
  const [dismissed, setDismissed] = useState(askDismissed);

  const src = allowed ? adScriptUrl(ads) : null;
  useEffect(() => {
    const box = fill.current;
    if (!src || !box) return;
    const element = document.createElement('script');
    element.id = 'third-party-ads';
    element.async = true;
    element.src = src;
    element.crossOrigin = 'anonymous';
    element.addEventListener('error', () => setBlocked(true));
    // Adsterra's banner writes its frame next to its script; AdSense fills the <ins> below.
    if (ads.adservice === 'ADSENSE') {
      (window.adsbygoogle ??= []).push({});
      document.head.appendChild(element);
    } else box.appendChild(element);
    return () => element.remove();
  }, [src, ads.adservice]);

  if (!src) return null;
  if (blocked) {
    if (!ads.aadbl || dismissed) return null;
    const dismiss = () => {
      try {
        localStorage.setItem(AD_BLOCK_ASK_DISMISSED, '1');
      } catch {
        // Private browsing: dismissed for this page only.
      }
      setDismissed(true);
    };
    return (
      <div className="shell-ad-ask">
        <Alert
          tone="info"
          title={t('adBlockTitle')}
          actions={
            <Button variant="secondary" size="sm" onClick={dismiss}>
              {t('adBlockDismiss')}
            </Button>
          }
        >
          {t('adBlockText')}
        </Alert>
      </div>
    );
  }
  return (
    <aside className="shell-ad" aria-label={t('adLabel')} data-testid="ad-slot" data-adservice={ads.adservice}>
      <div className="shell-ad-fill" ref={fill}>
        {ads.adservice === 'ADSENSE' && <ins className="adsbygoogle shell-ad-ins" data-ad-client={ads.b1 ?? undefined} data-ad-format="horizontal" />}
      </div>
    </aside>
  );
}
