import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedConfig } from '../test-utils/fixtures';
import { applyInstanceLook, INSTANCE_LOOK_KEY } from './instance-look';

/** index.html's first script (the person's preferences and the remembered look), run as the browser runs it. */
function runFirstPaintScript() {
  const html = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script?.includes(INSTANCE_LOOK_KEY)) throw new Error("index.html's first script does not read the remembered look");
  new Function(script)();
}

const root = document.documentElement;

const withLogo = (logo: string) => {
  const config = seedConfig();
  return { ...config, info: { ...config.info, logo } };
};

afterEach(() => {
  document.head.innerHTML = '';
  root.removeAttribute('style');
  delete root.dataset.season;
  localStorage.clear();
});

describe('applyInstanceLook', () => {
  it('makes the instance logo the tab icon, and applies the instance theme', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" data-instance-icon />';
    applyInstanceLook(withLogo('https://host.example/logo.png'));
    const icon = document.querySelector<HTMLLinkElement>('link[data-instance-icon]')!;
    expect(icon.href).toBe('https://host.example/logo.png');
    expect(icon.hasAttribute('type')).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--instance-primary-light')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps the panel icon when the instance has no logo', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" data-instance-icon />';
    applyInstanceLook(withLogo(''));
    expect(document.querySelector<HTMLLinkElement>('link[data-instance-icon]')!.getAttribute('href')).toBe('/favicon.svg');
  });
});

describe('the next page load paints in the instance look before any JavaScript', () => {
  it('with the colours, font and season this browser last saw', () => {
    const config = seedConfig();
    const theme = { ...config.settings.theme, primary: '#7c3aed', font: 'Inter', christmas: { ...config.settings.theme.christmas, theme: true } };
    applyInstanceLook({ ...config, settings: { ...config.settings, theme } });
    const applied = ['--instance-primary-light', '--instance-on-primary-dark', '--font-family'].map((name) => root.style.getPropertyValue(name));
    root.removeAttribute('style');
    delete root.dataset.season;

    runFirstPaintScript();
    expect(['--instance-primary-light', '--instance-on-primary-dark', '--font-family'].map((name) => root.style.getPropertyValue(name))).toEqual(applied);
    expect(applied.every(Boolean)).toBe(true);
    expect(root.dataset.season).toBe('christmas');
  });

  it.each([
    ['not JSON', '{"variables":'],
    ['not an object', '42'],
    ['foreign properties and values', JSON.stringify({ variables: { color: 'red', '--instance-primary-light': 12, '--x': 'y' }, season: 'summer' })],
  ])('and ignores a remembered look that is %s, keeping the person’s preferences', (_, stored) => {
    localStorage.setItem(INSTANCE_LOOK_KEY, stored);
    localStorage.setItem('colorScheme', 'dark');
    runFirstPaintScript();
    expect(root.getAttribute('style') ?? '').toBe('');
    expect(root.dataset.season).toBeUndefined();
    expect(root.dataset.theme).toBe('dark');
    delete root.dataset.theme;
  });
});
