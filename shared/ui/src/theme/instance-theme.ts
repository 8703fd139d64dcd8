import type { Config } from '@panel/api/contract';
import { parseHexColor, readableShadeOf, readableTextOn } from './contrast';

export type InstanceTheme = Config['settings']['theme'];
export type Season = 'halloween' | 'christmas';

/** The primary colour of each seasonal variant, in place of the instance's own. */
const SEASON_PRIMARY: Record<Season, string> = { halloween: '#ff7a1a', christmas: '#d42a3c' };

/**
 * The surfaces primary-coloured text sits on, per scheme: the ones nearest to the primary in
 * lightness (tokens.css `--color-surface-2`), so the shade that reads on them reads on all.
 */
const HARDEST_SURFACE = { light: '#eef1f7', dark: '#1f2739' } as const;

/**
 * The CSS variables the instance's `settings.theme` overrides. The primary (or the season's)
 * is kept as its own hue but shaded per scheme until text in it reaches AA on the page's
 * surfaces, and the text on it is black or white, whichever reaches AA: any colour an admin
 * picks stays readable. A `bg` that is not a hex colour is an image address.
 */
export function instanceThemeVariables(theme: InstanceTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const season = seasonOf(theme);
  const primary = season ? SEASON_PRIMARY[season] : theme.primary;
  for (const scheme of ['light', 'dark'] as const) {
    const shade = readableShadeOf(primary, HARDEST_SURFACE[scheme]);
    const onShade = shade && readableTextOn(shade);
    if (!shade || !onShade) continue;
    variables[`--instance-primary-${scheme}`] = shade;
    variables[`--instance-on-primary-${scheme}`] = onShade.color;
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

const THEME_VARIABLES = ['--instance-primary-light', '--instance-on-primary-light', '--instance-primary-dark', '--instance-on-primary-dark', '--color-bg', '--page-bg-image', '--font-family'];

/** Applies the instance theme to the document (the shell calls it whenever the config is loaded). */
export function applyInstanceTheme(theme: InstanceTheme, root: HTMLElement = document.documentElement): void {
  // A setting turned off since the last config must not linger.
  for (const name of THEME_VARIABLES) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(instanceThemeVariables(theme))) root.style.setProperty(name, value);
  const season = seasonOf(theme);
  if (season) root.dataset.season = season;
  else delete root.dataset.season;
}
