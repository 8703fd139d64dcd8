import { confirmationProblem, emailProblem, MIN_ADMIN_PASSWORD_LENGTH, passwordProblem, type FieldProblems } from '@panel/rules';

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

export function validateInstanceStep(step: InstanceStep, knownCurrencies: ReadonlySet<string>): FieldProblems<InstanceStep> {
  const errors: FieldProblems<InstanceStep> = {};
  const name = step.instanceName.trim();
  if (!name) errors.instanceName = 'Enter the name of your panel.';
  else if (name.length > 60) errors.instanceName = 'Use at most 60 characters.';
  if (!knownCurrencies.has(step.currency)) errors.currency = 'Choose a currency.';
  return errors;
}

/** The shared credential rules, with the administrator's longer minimum; every problem at once. */
export function validateAdminStep(step: AdminStep): FieldProblems<AdminStep> {
  const errors: FieldProblems<AdminStep> = {};
  const username = step.username.trim();
  if (username.length < 3 || username.length > 32) errors.username = 'Use 3 to 32 characters.';
  const email = emailProblem(step.email);
  if (email) errors.email = email;
  const weak = passwordProblem(step.password, MIN_ADMIN_PASSWORD_LENGTH);
  if (weak) errors.password = weak;
  else if (step.password.toLowerCase() === step.email.trim().toLowerCase() || step.password.trim() === username) {
    errors.password = 'Do not use your username or email as the password.';
  }
  const mismatch = confirmationProblem(step.password, step.confirmPassword);
  if (mismatch) errors.confirmPassword = mismatch;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
