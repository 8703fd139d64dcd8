/**
 * What a sign-up or new-password form checks before sending (the server checks the same
 * again). Each returns the message to show, or null when the value is fine.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD_LENGTH = 8;
/** The instance's first administrator, set up in the wizard, needs a longer one. */
export const MIN_ADMIN_PASSWORD_LENGTH = 10;

/** The rule as a form states it beside the password field. */
export const passwordRuleText = (minLength = MIN_PASSWORD_LENGTH): string =>
  `At least ${minLength} characters, with a letter and a digit.`;

export const PASSWORD_RULE_TEXT = passwordRuleText();

/** Whether a (trimmed) address has the shape of an email address. */
export const isEmailAddress = (email: string): boolean => EMAIL.test(email.trim());

export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Enter your email address';
  return isEmailAddress(email) ? null : 'Enter a valid email address, like name@example.com';
}

/** What is wrong with a new password, as a code a form turns into its own words; null when it is fine. */
export type PasswordIssue = 'tooShort' | 'noLetter' | 'noDigit';

export function passwordIssue(password: string, minLength = MIN_PASSWORD_LENGTH): PasswordIssue | null {
  if (password.length < minLength) return 'tooShort';
  if (!/\p{L}/u.test(password)) return 'noLetter';
  if (!/\p{Nd}/u.test(password)) return 'noDigit';
  return null;
}

const PASSWORD_ISSUE_TEXT: Record<PasswordIssue, (minLength: number) => string> = {
  tooShort: (minLength) => `Use at least ${minLength} characters`,
  noLetter: () => 'Include at least one letter',
  noDigit: () => 'Include at least one digit',
};

export function passwordProblem(password: string, minLength = MIN_PASSWORD_LENGTH): string | null {
  const issue = passwordIssue(password, minLength);
  return issue && PASSWORD_ISSUE_TEXT[issue](minLength);
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : 'The passwords do not match';
}

export interface NewPasswordFields {
  password: string;
  confirmation: string;
}

export type FieldProblems<T> = Partial<Record<keyof T, string>>;

/** Problems of a new password and its confirmation; empty when the form may be sent. */
export function newPasswordProblems({ password, confirmation }: NewPasswordFields): FieldProblems<NewPasswordFields> {
  const problems: FieldProblems<NewPasswordFields> = {};
  const weak = passwordProblem(password);
  if (weak) problems.password = weak;
  else {
    const mismatch = confirmationProblem(password, confirmation);
    if (mismatch) problems.confirmation = mismatch;
  }
  return problems;
}

export interface SignUpFields extends NewPasswordFields {
  email: string;
}

export function signUpProblems(fields: SignUpFields): FieldProblems<SignUpFields> {
  const email = emailProblem(fields.email);
  return { ...(email && { email }), ...newPasswordProblems(fields) };
}
