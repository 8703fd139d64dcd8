import type { Config } from '@panel/api/contract';

export interface ThirdPartyScript {
  id: string;
  src: string;
  attributes?: Record<string, string>;
}

export const UMAMI_SCRIPT_URL = 'https://cloud.umami.is/script.js';
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

/** Which outside scripts this instance wants: ads only when `settings.ads.site` is on, analytics only with an id. */
export function thirdPartyScripts(config: Config): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  const { ads } = config.settings;
  const adScript = ads.site ? AD_SCRIPTS[ads.adservice]?.(ads) : undefined;
  if (adScript && isOnDomains(adScript, AD_SCRIPT_DOMAINS[ads.adservice] ?? [])) scripts.push({ id: 'ads', src: adScript, attributes: { crossorigin: 'anonymous' } });
  if (config.umami) {
    scripts.push({ id: 'analytics', src: UMAMI_SCRIPT_URL, attributes: { 'data-website-id': config.umami } });
  }
  return scripts;
}

/** Adds each script once, async, so a slow or blocked provider never holds up the panel. */
export function injectScripts(scripts: ThirdPartyScript[]): void {
  for (const script of scripts) {
    const id = `third-party-${script.id}`;
    if (document.getElementById(id)) continue;
    const element = document.createElement('script');
    element.id = id;
    element.async = true;
    element.src = script.src;
    for (const [name, value] of Object.entries(script.attributes ?? {})) element.setAttribute(name, value);
    element.addEventListener('error', () => element.remove());
    document.head.appendChild(element);
  }
}
