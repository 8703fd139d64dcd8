import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, parseHexColor } from './contrast';
import { applyInstanceTheme, instanceThemeVariables, schemesReadableOn, seasonOf, type InstanceTheme } from './instance-theme';

const theme = (overrides: Partial<InstanceTheme> = {}): InstanceTheme => ({
  bg: null,
  primary: '#6366f1',
  font: 'Inter',
  halloween: false,
  christmas: { snow: false, adventBg: null, theme: false },
  ...overrides,
});

describe('instanceThemeVariables', () => {
  it('keeps a primary that already reads on the page, with readable text on it, and the font', () => {
    expect(instanceThemeVariables(theme({ primary: '#2459d6' }))).toEqual({
      '--instance-primary-light': '#2459d6',
      '--instance-on-primary-light': '#fff',
      '--instance-primary-dark': expect.stringMatching(/^#[0-9a-f]{6}$/),
      '--instance-on-primary-dark': '#000',
      '--font-family': '"Inter", system-ui, sans-serif',
    });
  });

  it.each(['#6366f1', '#ffff00', '#000000', '#ffffff', '#777777', '#22c55e', '#1e3a8a'])(
    'shades %s per scheme until text in it and on it reaches AA',
    (primary) => {
      const variables = instanceThemeVariables(theme({ primary }));
      for (const [scheme, surface] of [['light', '#eef1f7'], ['dark', '#1f2739']] as const) {
        const shade = parseHexColor(variables[`--instance-primary-${scheme}`]!)!;
        const onShade = parseHexColor(variables[`--instance-on-primary-${scheme}`]!)!;
        expect(contrastRatio(shade, parseHexColor(surface)!), `${primary} as text, ${scheme}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        expect(contrastRatio(shade, onShade), `text on ${primary}, ${scheme}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    },
  );

  it('keeps the kit primary when the instance one is not a colour it can check', () => {
    expect(Object.keys(instanceThemeVariables(theme({ primary: 'tomato' })))).not.toContain('--instance-primary-light');
  });

  it('takes the season’s primary while a season is on', () => {
    expect(instanceThemeVariables(theme({ halloween: true }))['--instance-primary-dark']).toBe('#ff7a1a');
  });

  it('takes bg as the page colour of the schemes whose text reads on it, or else as an image address', () => {
    expect(instanceThemeVariables(theme({ bg: '#101010' }))).toMatchObject({ '--instance-bg-dark': '#101010' });
    expect(instanceThemeVariables(theme({ bg: '#101010' }))).not.toHaveProperty('--instance-bg-light');
    expect(instanceThemeVariables(theme({ bg: '#fdf6e3' }))).toMatchObject({ '--instance-bg-light': '#fdf6e3' });
    expect(instanceThemeVariables(theme({ bg: '#fdf6e3' }))).not.toHaveProperty('--instance-bg-dark');
    expect(instanceThemeVariables(theme({ bg: '/bg.png' }))['--page-bg-image']).toBe('url("/bg.png")');
  });

  it.each(['#000000', '#ffffff', '#101010', '#fdf6e3', '#777777', '#2459d6', '#ff00ff', '#1e1e2e'])(
    'keeps every scheme readable on bg %s: the faintest text, and the primary as text',
    (bg) => {
      const variables = instanceThemeVariables(theme({ bg, primary: '#6366f1' }));
      const faintest = { light: '#535e75', dark: '#9aa5bd' } as const;
      const kitBg = { light: '#f5f7fb', dark: '#0f1420' } as const;
      for (const scheme of ['light', 'dark'] as const) {
        const page = parseHexColor(variables[`--instance-bg-${scheme}`] ?? kitBg[scheme])!;
        expect(contrastRatio(parseHexColor(faintest[scheme])!, page), `muted text, ${scheme}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        const primary = parseHexColor(variables[`--instance-primary-${scheme}`]!)!;
        expect(contrastRatio(primary, page), `primary text, ${scheme}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      }
    },
  );

  it('leaves a mid grey, on which neither scheme’s text reads, to neither', () => {
    expect(schemesReadableOn('#777777')).toEqual([]);
    expect(schemesReadableOn('#ffffff')).toEqual(['light']);
    expect(schemesReadableOn('#000000')).toEqual(['dark']);
    expect(schemesReadableOn('url(/x.png)')).toEqual([]);
  });
});

describe('seasonOf', () => {
  it.each([
    [{}, null],
    [{ halloween: true }, 'halloween'],
    [{ christmas: { snow: true, adventBg: null, theme: true } }, 'christmas'],
    [{ halloween: true, christmas: { snow: false, adventBg: null, theme: true } }, 'halloween'],
  ] as const)('%j is %s', (overrides, season) => {
    expect(seasonOf(theme(overrides))).toBe(season);
  });
});

describe('applyInstanceTheme', () => {
  it('writes the variables and the season on the root, and clears a season turned off', () => {
    const root = document.createElement('div');
    applyInstanceTheme(theme({ halloween: true }), root);
    expect(root.style.getPropertyValue('--instance-primary-dark')).toBe('#ff7a1a');
    expect(root.dataset.season).toBe('halloween');
    applyInstanceTheme(theme({ bg: '#101010' }), root);
    expect(root.dataset.season).toBeUndefined();
    expect(root.style.getPropertyValue('--instance-bg-dark')).toBe('#101010');
    applyInstanceTheme(theme(), root);
    expect(root.style.getPropertyValue('--instance-bg-dark')).toBe('');
  });
});
