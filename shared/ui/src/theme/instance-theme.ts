import type { Config } from '@panel/api/contract';
import { parseHexColor, readableTextOn } from './contrast';

export type InstanceTheme = Config['settings']['theme'];
export type Season = 'halloween' | 'christmas';

/**
 * The CSS variables the instance's `settings.theme` overrides. The text on the primary colour
 * is chosen here, so any primary an admin picks keeps AA contrast. A `bg` that is not a hex
 * colour is an image address.
 */
export function instanceThemeVariables(theme: InstanceTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const onPrimary = readableTextOn(theme.primary);
  if (onPrimary) {
    variables['--color-primary'] = theme.primary;
    variables['--color-on-primary'] = onPrimary.color;
  }
  if (theme.bg) {
    if (parseHexColor(theme.bg)) variables['--color-bg'] = theme.bg;
    else variables['--page-bg-image'] = `url(${JSON.stringify(theme.bg)})`;
  }
  if (theme.font.trim()) variables['--font-family'] = `${JSON.stringify(theme.font.trim())}, system-ui, sans-serif`;
  return variables;
}

/** The seasonal variant the instance turned on; Halloween wins if both are on. */
export const seasonOf = (theme: InstanceTheme): Season | null =>
  theme.halloween ? 'halloween' : theme.christmas.theme ? 'christmas' : null;

/** Applies the instance theme to the document (the shell calls it once the config is loaded). */
export function applyInstanceTheme(theme: InstanceTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(instanceThemeVariables(theme))) root.style.setProperty(name, value);
  const season = seasonOf(theme);
  if (season) root.dataset.season = season;
  else delete root.dataset.season;
}
