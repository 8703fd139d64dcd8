import { useId, useMemo, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { Currency } from '@panel/api/contract';
import { MIN_ADMIN_PASSWORD_LENGTH, passwordRuleText, type FieldProblems } from '@panel/rules';
import { stayPending, useSingleFlight } from '@panel/ui';
import { buildCurrencyList, currencyLabel, DEFAULT_CURRENCY_CODE } from './currencies';
import { setupErrorMessage, submitSetup } from './submit-setup';
import { hasErrors, validateAdminStep, validateInstanceStep, type AdminStep, type InstanceStep } from './validate-setup';

const PASSWORD_RULE_TEXT = passwordRuleText(MIN_ADMIN_PASSWORD_LENGTH);

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <span id={`${id}-error`} className="form-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** First-time configuration: the instance, then its first administrator. */
export function SetupWizard() {
  const currencies = useMemo(() => buildCurrencyList(), []);
  const knownCodes = useMemo(() => new Set(currencies.map((c) => c.abbreviation)), [currencies]);
  const [step, setStep] = useState<1 | 2>(1);
  const [instance, setInstance] = useState<InstanceStep>({ instanceName: '', currency: DEFAULT_CURRENCY_CODE });
  const [admin, setAdmin] = useState<AdminStep>({ username: '', email: '', password: '', confirmPassword: '' });
  const [instanceErrors, setInstanceErrors] = useState<FieldProblems<InstanceStep>>({});
  const [adminErrors, setAdminErrors] = useState<FieldProblems<AdminStep>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const currencyId = useId();

  const next = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateInstanceStep(instance, knownCodes);
    setInstanceErrors(errors);
    if (!hasErrors(errors)) setStep(2);
  };

  const { run: submit, pending } = useSingleFlight(async (currency: Currency) => {
    setFailure(null);
    try {
      await submitSetup(instance.instanceName, currency, admin);
    } catch (error) {
      setFailure(setupErrorMessage(error));
      return;
    }
    // A fresh start runs the normal startup flow against the now configured instance.
    window.location.assign('/');
    await stayPending();
  });

  const finish = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateAdminStep(admin);
    setAdminErrors(errors);
    const currency = currencies.find((c) => c.abbreviation === instance.currency);
    if (!hasErrors(errors) && currency) void submit(currency);
  };

  const editAdmin = (field: keyof AdminStep) => (event: { target: { value: string } }) =>
    setAdmin((current) => ({ ...current, [field]: event.target.value }));

  return (
    <section className="card" aria-labelledby="setup-title">
      <h1 id="setup-title">Set up your panel</h1>
      {step === 1 ? (
        <form className="form" onSubmit={next} noValidate aria-labelledby="setup-step-1">
          <h2 id="setup-step-1">Step 1 of 2: Your panel</h2>
          <Field
            label="Panel name"
            name="instanceName"
            value={instance.instanceName}
            onChange={(event) => setInstance((current) => ({ ...current, instanceName: event.target.value }))}
            error={instanceErrors.instanceName}
            autoFocus
          />
          <div className="field">
            <label htmlFor={currencyId}>Currency</label>
            <select
              id={currencyId}
              name="currency"
              value={instance.currency}
              onChange={(event) => setInstance((current) => ({ ...current, currency: event.target.value }))}
            >
              {currencies.map((currency) => (
                <option key={currency.abbreviation} value={currency.abbreviation}>
                  {currencyLabel(currency)}
                </option>
              ))}
            </select>
            {instanceErrors.currency && <span className="form-error">{instanceErrors.currency}</span>}
          </div>
          <button type="submit" className="button">
            Next
          </button>
        </form>
      ) : (
        <form className="form" onSubmit={finish} noValidate aria-labelledby="setup-step-2">
          <h2 id="setup-step-2">Step 2 of 2: Administrator account</h2>
          <Field label="Username" name="username" autoComplete="username" value={admin.username} onChange={editAdmin('username')} error={adminErrors.username} autoFocus />
          <Field label="Email" name="email" type="email" autoComplete="email" value={admin.email} onChange={editAdmin('email')} error={adminErrors.email} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={admin.password}
            onChange={editAdmin('password')}
            hint={PASSWORD_RULE_TEXT}
            error={adminErrors.password}
          />
          <Field
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={admin.confirmPassword}
            onChange={editAdmin('confirmPassword')}
            error={adminErrors.confirmPassword}
          />
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" disabled={pending} onClick={() => setStep(1)}>
              Back
            </button>
            <button type="submit" className="button" disabled={pending}>
              {pending ? 'Setting up…' : 'Finish setup'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
