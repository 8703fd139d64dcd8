import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * The page globals of the shell's inline boot scripts (shell/boot/), which some tests run or
 * stand in for: the files of a project share one window per worker (vitest.config.ts), and an
 * early answer left behind would be taken by the next file's API client.
 */
const BOOT_GLOBALS = ['__PANEL_BOOT__', '__PANEL_EARLY_API__', '__PANEL_FRAGMENT__'] as const;

afterEach(() => {
  cleanup();
  // A file that pins the clock (fake timers, a system time) and forgets to unpin it would lend
  // its date to the next file of the worker (a session "last active 5 days ago").
  vi.useRealTimers();
  localStorage.clear();
  for (const name of BOOT_GLOBALS) Reflect.deleteProperty(window, name);
});
