import * as z from 'zod/mini';
import { isEmailAddress, MIN_PASSWORD_LENGTH, passwordIssue } from '@panel/rules';
import type { AuthT } from '../messages';

/**
 * The auth forms' rules, once. They are the contract's (mocks/openapi.yaml: an email address,
 * a password of at least MIN_PASSWORD_LENGTH on sign-up and reset, every field required); the
 * server checks them again. Each takes `t` so the messages are in the person's language.
 */

const requiredEmail = (t: AuthT) =>
  z.string().check(
    z.trim(),
    z.refine((email: string) => email !== '', { error: t('emailRequired'), abort: true }),
    z.refine(isEmailAddress, t('emailInvalid')),
  );

const newPassword = (t: AuthT, minLength: number) =>
  z.string().check(
    z.superRefine((password: string, context) => {
      const issue = passwordIssue(password, minLength);
      if (issue) context.issues.push({ code: 'custom', input: password, message: t(`password_${issue}`, { count: minLength }) });
    }),
  );

/** The confirmation repeats the password: the message goes on the confirmation field, even while the password itself is still weak. */
const confirmed = <Field extends string>(t: AuthT, field: Field) =>
  z.refine<{ password: string } & Record<Field, string>>((values) => values.password === values[field], { error: t('passwordsDiffer'), path: [field], when: () => true });

export const signInSchema = (t: AuthT) =>
  z.object({
    email: requiredEmail(t),
    password: z.string().check(z.minLength(1, t('passwordRequired'))),
  });

export const signUpSchema = (t: AuthT) =>
  z
    .object({ email: requiredEmail(t), password: newPassword(t, MIN_PASSWORD_LENGTH), confirmation: z.string() })
    .check(confirmed(t, 'confirmation'));

export const forgotPasswordSchema = (t: AuthT) => z.object({ email: requiredEmail(t) });

export const newPasswordSchema = (t: AuthT) =>
  z.object({ password: newPassword(t, MIN_PASSWORD_LENGTH), confirmation: z.string() }).check(confirmed(t, 'confirmation'));

export { newPassword, requiredEmail, confirmed };
