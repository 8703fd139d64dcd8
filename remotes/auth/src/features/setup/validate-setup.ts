export interface InstanceStep {
  instanceName: string;
  currency: string;
}

export interface AdminStep {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const PASSWORD_RULE = 'At least 10 characters, with a letter and a digit.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rule the API enforces too (`POST /api/setup`). */
export const isStrongPassword = (password: string): boolean =>
  password.length >= 10 && /\p{L}/u.test(password) && /\d/.test(password);

export function validateInstanceStep(step: InstanceStep, knownCurrencies: ReadonlySet<string>): FieldErrors<InstanceStep> {
  const errors: FieldErrors<InstanceStep> = {};
  const name = step.instanceName.trim();
  if (!name) errors.instanceName = 'Enter the name of your panel.';
  else if (name.length > 60) errors.instanceName = 'Use at most 60 characters.';
  if (!knownCurrencies.has(step.currency)) errors.currency = 'Choose a currency.';
  return errors;
}

export function validateAdminStep(step: AdminStep): FieldErrors<AdminStep> {
  const errors: FieldErrors<AdminStep> = {};
  const username = step.username.trim();
  if (username.length < 3 || username.length > 32) errors.username = 'Use 3 to 32 characters.';
  if (!EMAIL.test(step.email.trim())) errors.email = 'Enter a valid email address.';
  if (!isStrongPassword(step.password)) errors.password = PASSWORD_RULE;
  else if (step.password.toLowerCase() === step.email.trim().toLowerCase() || step.password.trim() === username) {
    errors.password = 'Do not use your username or email as the password.';
  }
  if (step.confirmPassword !== step.password) errors.confirmPassword = 'The passwords do not match.';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
