import { createElement } from 'react';
import { toast } from '@panel/ui';
import { sessionStore } from '@panel/session';
import { PasskeyOfferToast } from './PasskeyOfferToast';

export const PASSKEY_PATH = '/auth/passkey';
const OFFER_DURATION_MS = 10_000;

const supportsWebAuthn = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * After a password sign-in: offers a passkey in a toast, without holding up navigation.
 * Nothing is shown where the browser cannot create passkeys, nor to an account that has
 * still to verify its email: that comes first. Returns the toast id, or null.
 */
export function offerPasskey(goTo: (path: string) => void): string | null {
  if (!supportsWebAuthn() || sessionStore.getState().user?.verified !== true) return null;
  return toast(
    (shown) => createElement(PasskeyOfferToast, { toastId: shown.id, onAdd: () => goTo(PASSKEY_PATH) }),
    { id: 'passkey-offer', duration: OFFER_DURATION_MS },
  );
}
