import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { language } from '@panel/ui';
import { seedConfig } from '../test-utils/fixtures';
import { loadedSession, resetSession } from '../test-utils/session';
import { usePageTitle } from './use-page-title';

afterEach(() => {
  resetSession();
  language.set('en');
});

describe('usePageTitle', () => {
  it('names the page, then the instance', () => {
    loadedSession(seedConfig());
    renderHook(() => usePageTitle('staffApiKeys'));
    expect(document.title).toBe('API keys · Nebula Hosting');
  });

  it('names a path that is no page (or not for this user) not found', () => {
    loadedSession(seedConfig());
    renderHook(() => usePageTitle(null));
    expect(document.title).toBe('Not found · Nebula Hosting');
  });

  it('speaks the chosen language, also when it changes on the page', async () => {
    loadedSession(seedConfig());
    renderHook(() => usePageTitle('funds'));
    language.set('fr');
    await expect.poll(() => document.title).toBe('Ajouter des fonds · Nebula Hosting');
  });

  it('follows the page and the instance name', () => {
    loadedSession(seedConfig());
    const { rerender } = renderHook(({ id }) => usePageTitle(id), { initialProps: { id: 'home' as const } });
    expect(document.title).toBe('Home · Nebula Hosting');
    loadedSession(seedConfig({ info: { ...seedConfig().info, name: 'Other Host' } }));
    rerender({ id: 'home' });
    expect(document.title).toBe('Home · Other Host');
  });
});
