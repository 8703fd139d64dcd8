import type { Config } from '@panel/api/contract';
import { AA_NORMAL_TEXT, contrastRatio, parseHexColor, readableShadeOf, readableTextOn } from './contrast';

export type InstanceTheme = Config['settings']['theme'];
export type Season = 'halloween' | 'christmas';

/** The primary colour of each seasonal variant, in place of the instance's own. */
const SEASON_PRIMARY: Record<Season, string> = { halloween: '#ff7a1a', christmas: '#d42a3c' };

/**
 * The surfaces primary-coloured text sits on, per scheme: the ones nearest to the primary in
 * lightness (tokens.css `--color-surface-2`), so the shade that reads on them reads on all.
 */
const HARDEST_SURFACE = { light: '#eef1f7', dark: '#1f2739' } as const;

/** The faintest text each scheme sets straight on the page background (tokens.css `--color-text-muted`). */
const FAINTEST_TEXT = { light: '#535e75', dark: '#9aa5bd' } as const;

/**
 * The schemes whose text reads on a background colour (muted text at AA): a light `bg` is the
 * light scheme's page, a dark one the dark scheme's, and the other scheme keeps its own, so
 * choosing the other scheme never puts light text on a light page.
 */
export function schemesReadableOn(bg: string): Array<'light' | 'dark'> {
  const background = parseHexColor(bg);
  if (!background) return [];
  return (['light', 'dark'] as const).filter((scheme) => contrastRatio(parseHexColor(FAINTEST_TEXT[scheme])!, background) >= AA_NORMAL_TEXT);
}

/**
 * The CSS variables the instance's `settings.theme` overrides. The primary (or the season's)
 * is kept as its own hue but shaded per scheme until text in it reaches AA on the page's
 * surfaces (and on the instance's background where it applies), and the text on it is black
 * or white, whichever reaches AA: any colour an admin picks stays readable. A `bg` colour is
 * the page of the schemes whose text reads on it (schemesReadableOn); a `bg` that is not a hex
 * colour is an image address, shown under a veil of the page colour (styles.css) so text on
 * it keeps AA whatever the image.
 */
export function instanceThemeVariables(theme: InstanceTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const season = seasonOf(theme);
  const primary = season ? SEASON_PRIMARY[season] : theme.primary;
  const bgSchemes = theme.bg ? schemesReadableOn(theme.bg) : [];
  for (const scheme of ['light', 'dark'] as const) {
    const surfaces = bgSchemes.includes(scheme) ? [HARDEST_SURFACE[scheme], theme.bg!] : [HARDEST_SURFACE[scheme]];
    const shade = readableShadeOf(primary, surfaces);
    const onShade = shade && readableTextOn(shade);
    if (!shade || !onShade) continue;
    variables[`--instance-primary-${scheme}`] = shade;
    variables[`--instance-on-primary-${scheme}`] = onShade.color;
  }
  if (theme.bg) {
    if (parseHexColor(theme.bg)) for (const scheme of bgSchemes) variables[`--instance-bg-${scheme}`] = theme.bg;
    else variables['--page-bg-image'] = `url(${JSON.stringify(theme.bg)})`;
  }
  if (theme.font.trim()) variables['--font-family'] = `${JSON.stringify(theme.font.trim())}, system-ui, sans-serif`;
  return variables;
}

/** The seasonal variant the instance turned on; Halloween wins if both are on. */
export const seasonOf = (theme: InstanceTheme): Season | null =>
  theme.halloween ? 'halloween' : theme.christmas.theme ? 'christmas' : null;

const THEME_VARIABLES = [
  '--instance-primary-light',
  '--instance-on-primary-light',
  '--instance-primary-dark',
  '--instance-on-primary-dark',
  '--instance-bg-light',
  '--instance-bg-dark',
  '--page-bg-image',
  '--font-family',
];

/** What applyInstanceTheme puts on the document. */
export interface AppliedInstanceTheme {
  variables: Record<string, string>;
  season: Season | null;
}

/**
 * Applies the instance theme to the document (the shell calls it whenever the config is loaded)
 * and says what it applied.
 */
export function applyInstanceTheme(theme: InstanceTheme, root: HTMLElement = document.documentElement): AppliedInstanceTheme {
  // A setting turned off since the last config must not linger.
  for (const name of THEME_VARIABLES) root.style.removeProperty(name);
  const variables = instanceThemeVariables(theme);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  const season = seasonOf(theme);
  if (season) root.dataset.season = season;
  else delete root.dataset.season;
  return { variables, season };
}
