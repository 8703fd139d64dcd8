import { readItem, STORAGE_KEYS } from '@panel/session';

/** The referral id `/join/{id}` remembered, when it is one a sign-up can carry (by password or Discord). */
export function rememberedReferrer(): string | undefined {
  const referrer = readItem(STORAGE_KEYS.referrer);
  return referrer && referrer.length <= 64 ? referrer : undefined;
}
