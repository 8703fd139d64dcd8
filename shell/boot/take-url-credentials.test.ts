import { afterEach, describe, expect, it } from 'vitest';
import { inlineBootScripts } from './inline-scripts';

/** Runs index.html's first inline script as the browser would, at `path`. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  const script = inlineBootScripts()[0];
  if (!script?.includes("'/auth/authenticated'")) throw new Error('take-url-credentials.js is not the first inline script');
  new Function(script)();
}

const here = () => window.location.pathname + window.location.search + window.location.hash;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('credentials in the URL of /auth/authenticated', () => {
  it('become the session and leave the address bar', () => {
    localStorage.setItem('user', '{"stale":true}');
    openAt('/auth/authenticated?token=tok-1&id=u-1');
    expect(here()).toBe('/auth/authenticated');
    expect([localStorage.getItem('token'), localStorage.getItem('userId'), localStorage.getItem('user')]).toEqual(['tok-1', 'u-1', null]);
  });

  it('keep the rest of the query and the fragment', () => {
    openAt('/auth/authenticated?id=u-1&x=1&token=tok-1#code=c');
    expect(here()).toBe('/auth/authenticated?x=1#code=c');
  });

  it('half a credential is removed but signs nobody in', () => {
    openAt('/auth/authenticated?token=tok-1');
    expect(here()).toBe('/auth/authenticated');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each(['/auth/login?token=tok-1&id=u-1', '/auth/authenticated#code=c'])('leaves %j alone', (path) => {
    openAt(path);
    expect(here()).toBe(path);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
