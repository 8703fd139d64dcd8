import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@panel/api/contract';
import { sessionStore } from '@panel/session';
import { offerPasskey, PASSKEY_PATH } from './offer';

const signedIn = (verified: boolean) => {
  const user: User = { _id: 'u-1', username: 'Casey', email: 'casey@panel.test', avatarUrl: '', rank: 'USER', balance: 0, coins: 0, verified, plans: [] };
  sessionStore.getState().signIn({ token: 't-1', userId: user._id, user });
};

const original = window.PublicKeyCredential;
const withWebAuthn = (supported: boolean) => {
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    writable: true,
    value: supported ? function PublicKeyCredential() {} : undefined,
  });
};

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
beforeEach(() => {
  signedIn(true);
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
});

afterEach(() => {
  act(() => toast.remove());
  sessionStore.getState().clear();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, writable: true, value: original });
});

describe('offerPasskey', () => {
  it('offers a passkey in a toast that leads to the passkey screen', async () => {
    withWebAuthn(true);
    const goTo = vi.fn();
    render(<Toaster />);
    let id: string | null = null;
    act(() => {
      id = offerPasskey(goTo);
    });
    expect(id).toBe('passkey-offer');
    expect(await screen.findByText(/sign in faster next time/i)).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(goTo).toHaveBeenCalledWith(PASSKEY_PATH);
  });

  it('returns at once, leaving navigation to the caller', () => {
    withWebAuthn(true);
    const goTo = vi.fn();
    const order: string[] = [];
    act(() => {
      offerPasskey(goTo);
      order.push('navigated');
    });
    expect(order).toEqual(['navigated']);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('can be dismissed with Not now', async () => {
    withWebAuthn(true);
    const goTo = vi.fn();
    render(<Toaster />);
    act(() => void offerPasskey(goTo));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows one offer even when called twice', async () => {
    withWebAuthn(true);
    render(<Toaster />);
    act(() => {
      offerPasskey(vi.fn());
      offerPasskey(vi.fn());
    });
    expect(await screen.findAllByRole('button', { name: 'Add a passkey' })).toHaveLength(1);
  });

  it.each([
    ['to an account that has still to verify its email', true, false],
    ['where the browser has no WebAuthn', false, true],
  ])('offers nothing %s', (_case, webAuthn, verified) => {
    withWebAuthn(webAuthn);
    signedIn(verified);
    render(<Toaster />);
    let id: string | null = 'unset';
    act(() => {
      id = offerPasskey(vi.fn());
    });
    expect(id).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
