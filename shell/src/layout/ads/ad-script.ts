import type { Config } from '@panel/api/contract';

type AdSettings = Config['settings']['ads'];

/**
 * The configuration names the ad script's URL, and a script runs with the panel's rights
 * (the session token included): only https URLs on the service's own domains are loaded.
 */
export const AD_SCRIPT_DOMAINS: Partial<Record<AdSettings['adservice'], readonly string[]>> = {
  ADSENSE: ['pagead2.googlesyndication.com'],
  ADSTERRA: ['highperformanceformat.com', 'profitableratecpm.com', 'effectiveratecpm.com', 'topcreativeformat.com'],
};

const AD_SCRIPTS: Partial<Record<AdSettings['adservice'], (ads: AdSettings) => string | null>> = {
  ADSENSE: (ads) =>
    ads.b1 && `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(ads.b1)}`,
  ADSTERRA: (ads) => ads.adsterraBanner,
};

/** Whether `src` is an https URL on one of `domains` (or a subdomain of one). */
export function isOnDomains(src: string, domains: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && domains.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));
}

/** The ad script this instance wants: only when `settings.ads.site` is on, by `adservice`, on its service's domains. */
export function adScriptUrl(ads: AdSettings): string | null {
  const src = ads.site ? AD_SCRIPTS[ads.adservice]?.(ads) : null;
  return src && isOnDomains(src, AD_SCRIPT_DOMAINS[ads.adservice] ?? []) ? src : null;
}
