import * as z from 'zod/mini';
import type { Currency } from '@panel/api/contract';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@panel/rules';
import { confirmed, newPassword, requiredEmail } from '../../lib/credential-schemas';
import type { AuthT } from '../../messages';
import { findCurrency } from './currencies';

/** The contract's limits of SetupRequest (mocks/openapi.yaml). */
export const MAX_PANEL_NAME_LENGTH = 60;
export const USERNAME_LENGTH = { min: 3, max: 32 } as const;

/** Step 1: the instance's name and its currency (typed or picked from the list). */
export const instanceStepSchema = (t: AuthT, currencies: readonly Currency[]) =>
  z.object({
    instanceName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t('panelNameRequired')),
        z.maxLength(MAX_PANEL_NAME_LENGTH, t('panelNameTooLong', { count: MAX_PANEL_NAME_LENGTH })),
      ),
    currency: z.string().check(z.refine((typed: string) => findCurrency(currencies, typed) !== undefined, t('currencyRequired'))),
  });

/** Step 2: the first administrator, whose password must be longer and not their own name or address. */
export const adminStepSchema = (t: AuthT) => {
  const usernameLength = t('usernameLength', USERNAME_LENGTH);
  return z
    .object({
      username: z.string().check(z.trim(), z.minLength(USERNAME_LENGTH.min, usernameLength), z.maxLength(USERNAME_LENGTH.max, usernameLength)),
      email: requiredEmail(t),
      password: newPassword(t, MIN_ADMIN_PASSWORD_LENGTH),
      confirmPassword: z.string(),
      // Asked for only after the server said the instance was reset (403).
      configurationCode: z.optional(z.string().check(z.trim())),
    })
    .check(
      z.refine(({ username, email, password }) => password.toLowerCase() !== email.toLowerCase() && password.trim() !== username, {
        error: t('passwordIsIdentity'),
        path: ['password'],
      }),
      confirmed(t, 'confirmPassword'),
    );
};

export type AdminStep = z.output<ReturnType<typeof adminStepSchema>>;
