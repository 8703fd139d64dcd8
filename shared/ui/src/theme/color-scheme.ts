import { createBrowserPreference } from '../preferences/browser-preference';

export type ColorScheme = 'system' | 'light' | 'dark';

/**
 * Light, dark, or the system's (`prefers-color-scheme`), remembered per browser. The tokens
 * follow the system unless `data-theme` on <html> says otherwise.
 */
export const colorScheme = createBrowserPreference<ColorScheme>(
  'colorScheme',
  ['system', 'light', 'dark'],
  () => 'system',
  (scheme) => {
    if (scheme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = scheme;
  },
);

export const useColorScheme = colorScheme.use;
