import type { Config } from '@panel/api/contract';

export interface ThirdPartyScript {
  id: string;
  src: string;
  attributes?: Record<string, string>;
}

export const UMAMI_SCRIPT_URL = 'https://cloud.umami.is/script.js';
type AdSettings = Config['settings']['ads'];
const AD_SCRIPTS: Partial<Record<AdSettings['adservice'], (ads: AdSettings) => string | null>> = {
  ADSENSE: (ads) =>
    ads.b1 && `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(ads.b1)}`,
  ADSTERRA: (ads) => ads.adsterraBanner,
};

/** Which outside scripts this instance wants: ads only when `settings.ads.site` is on, analytics only with an id. */
export function thirdPartyScripts(config: Config): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  const { ads } = config.settings;
  const adScript = ads.site ? AD_SCRIPTS[ads.adservice]?.(ads) : undefined;
  if (adScript) scripts.push({ id: 'ads', src: adScript, attributes: { crossorigin: 'anonymous' } });
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
