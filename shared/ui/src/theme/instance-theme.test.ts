import { describe, expect, it } from 'vitest';
import { applyInstanceTheme, instanceThemeVariables, seasonOf, type InstanceTheme } from './instance-theme';

const theme = (overrides: Partial<InstanceTheme> = {}): InstanceTheme => ({
  bg: null,
  primary: '#6366f1',
  font: 'Inter',
  halloween: false,
  christmas: { snow: false, adventBg: null, theme: false },
  ...overrides,
});

describe('instanceThemeVariables', () => {
  it('sets the primary with readable text on it, and the font', () => {
    expect(instanceThemeVariables(theme())).toEqual({
      '--color-primary': '#6366f1',
      '--color-on-primary': '#000',
      '--font-family': '"Inter", system-ui, sans-serif',
    });
  });

  it('puts white text on a dark primary', () => {
    expect(instanceThemeVariables(theme({ primary: '#1e3a8a' }))['--color-on-primary']).toBe('#fff');
  });

  it('keeps the kit primary when the instance one is not a colour it can check', () => {
    expect(instanceThemeVariables(theme({ primary: 'tomato' }))).not.toHaveProperty('--color-primary');
  });

  it('takes bg as a colour, or else as an image address', () => {
    expect(instanceThemeVariables(theme({ bg: '#101010' }))['--color-bg']).toBe('#101010');
    expect(instanceThemeVariables(theme({ bg: '/bg.png' }))['--page-bg-image']).toBe('url("/bg.png")');
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
    expect(root.style.getPropertyValue('--color-primary')).toBe('#6366f1');
    expect(root.dataset.season).toBe('halloween');
    applyInstanceTheme(theme(), root);
    expect(root.dataset.season).toBeUndefined();
  });
});
