import type { Config } from '@panel/api/contract';

export interface ThirdPartyScript {
  id: string;
  src: string;
  attributes?: Record<string, string>;
}

export const UMAMI_SCRIPT_URL = 'https://cloud.umami.is/script.js';

/**
 * Which outside scripts every page of this instance wants: analytics only with an id. The ad's
 * script is the ad slot's (ads/ad-script.ts), loaded only on a screen that shows an ad.
 */
export function thirdPartyScripts(config: Config): ThirdPartyScript[] {
  return config.umami ? [{ id: 'analytics', src: UMAMI_SCRIPT_URL, attributes: { 'data-website-id': config.umami } }] : [];
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
