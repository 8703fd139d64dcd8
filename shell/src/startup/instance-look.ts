import type { Config } from '@panel/api/contract';
import { applyInstanceTheme } from '@panel/ui';

/**
 * The instance's own look on the document: its theme (primary colour with readable text on it,
 * background, font, the season) and its logo as the tab's icon (else the panel's own).
 */
export function applyInstanceLook(config: Config, doc: Document = document): void {
  applyInstanceTheme(config.settings.theme, doc.documentElement);
  const icon = doc.querySelector<HTMLLinkElement>('link[data-instance-icon]');
  if (icon && config.info.logo) {
    icon.href = config.info.logo;
    // The logo may be any image format: the browser tells from the file once no type claims SVG.
    icon.removeAttribute('type');
  }
}
