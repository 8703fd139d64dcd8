import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswer } from '@panel/ui/testing';

/** index.html's fragment tools, as the page defines them before any fragment. */
function fragmentTools() {
  new Function(fs.readFileSync(path.join(import.meta.dirname, 'fragment-tools.js'), 'utf8'))();
  return (window as unknown as { __PANEL_FRAGMENT__: unknown }).__PANEL_FRAGMENT__ as {
    currencyOf: (config: unknown) => unknown;
    earlyAnswers: (paths: string[]) => Promise<unknown[]>;
    userInfoPath: () => string | null;
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.__PANEL_EARLY_API__;
  document.documentElement.lang = 'en';
});

describe('the fragment tools', () => {
  it('read the instance currency from a well-formed configuration only', () => {
    const euro = { name: 'Euro', abbreviation: 'EUR', symbol: '€' };
    expect(fragmentTools().currencyOf({ currency: euro })).toBe(euro);
    for (const config of [null, {}, { currency: null }, { currency: { abbreviation: 'EUR' } }, { currency: { abbreviation: 1, symbol: '€' } }]) {
      expect(fragmentTools().currencyOf(config)).toBeNull();
    }
  });

  it('give the early answer as the early call read it, once for every reader', async () => {
    const body = { invoice: { id: 'inv-1' } };
    window.__PANEL_EARLY_API__ = { '/api/invoices/inv-1': earlyAnswer(body) };
    expect(await fragmentTools().earlyAnswers(['/api/invoices/inv-1'])).toEqual([body]);
  });

  it('name the early user call of the signed-in visitor, as boot/early-api-calls.js makes it', () => {
    expect(fragmentTools().userInfoPath()).toBeNull();
    localStorage.setItem('userId', 'u 1/x');
    expect(fragmentTools().userInfoPath()).toBe('/api/user/u%201%2Fx/info');
    localStorage.removeItem('userId');
  });

  it('refuse a path that was not called early', async () => {
    window.__PANEL_EARLY_API__ = {};
    await expect(fragmentTools().earlyAnswers(['/api/invoices/inv-1'])).rejects.toThrow('was not called early');
  });
});
