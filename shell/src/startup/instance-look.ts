import type { Config } from '@panel/api/contract';
import { applyInstanceTheme } from '@panel/ui';

const DEFAULT_ICON = '/favicon.svg';

/**
 * The instance's own look on the document: its theme (primary colour with readable text on it,
 * background, font, the season) and its logo as the tab's icon.
 */
export function applyInstanceLook(config: Config, doc: Document = document): void {
  applyInstanceTheme(config.settings.theme, doc.documentElement);
  const icon = doc.querySelector<HTMLLinkElement>('link[data-instance-icon]');
  if (icon) {
    icon.href = config.info.logo || DEFAULT_ICON;
    // The logo may be any image format; the browser sniffs it once the type no longer says SVG.
    if (config.info.logo) icon.removeAttribute('type');
  }
}
