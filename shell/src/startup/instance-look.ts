import type { Config } from '@panel/api/contract';
import { applyInstanceTheme } from '@panel/ui';

/** Where the last instance look is kept, for index.html's first script to paint with next time. */
export const INSTANCE_LOOK_KEY = 'instanceLook';

/**
 * The instance's own look on the document: its theme (primary colour with readable text on it,
 * background, font, the season) and its logo as the tab's icon (else the panel's own). The
 * theme is remembered, so the next page load paints in it before any JavaScript has run.
 */
export function applyInstanceLook(config: Config, doc: Document = document): void {
  const look = applyInstanceTheme(config.settings.theme, doc.documentElement);
  try {
    localStorage.setItem(INSTANCE_LOOK_KEY, JSON.stringify(look));
  } catch {
    // Without storage the next load paints in the panel's own colours first, as before.
  }
  const icon = doc.querySelector<HTMLLinkElement>('link[data-instance-icon]');
  if (icon && config.info.logo) {
    icon.href = config.info.logo;
    // The logo may be any image format: the browser tells from the file once no type claims SVG.
    icon.removeAttribute('type');
  }
}
