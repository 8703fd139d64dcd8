import { afterEach, describe, expect, it } from 'vitest';
import { seedConfig } from '../test-utils/fixtures';
import { applyInstanceLook } from './instance-look';

const withLogo = (logo: string) => {
  const config = seedConfig();
  return { ...config, info: { ...config.info, logo } };
};

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.season;
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
