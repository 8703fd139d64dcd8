import { useState, type FormEvent } from 'react';
import { ApiError } from '@panel/api';
import { Link } from '@panel/router';
import { newPasswordProblems, PASSWORD_RULE_TEXT, type FieldProblems, type NewPasswordFields } from '@panel/rules';
import { apiErrorMessage, useSingleFlight } from '@panel/ui';
import { resetPassword } from './reset-password';

interface NewPasswordFormProps {
  token: string;
  onRequestNewLink(): void;
}

export function NewPasswordForm({ token, onRequestNewLink }: NewPasswordFormProps) {
  const [problems, setProblems] = useState<FieldProblems<NewPasswordFields>>({});
  const [error, setError] = useState<{ message: string; linkDead: boolean } | null>(null);
  const [done, setDone] = useState(false);

  const { run: save, pending } = useSingleFlight(async (password: string) => {
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      const linkDead = failure instanceof ApiError && failure.status === 400 && /link/i.test(failure.message);
      setError({
        linkDead,
        message: linkDead ? 'This reset link is invalid or has expired.' : apiErrorMessage(failure),
      });
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = { password: String(data.get('password') ?? ''), confirmation: String(data.get('confirmation') ?? '') };
    const found = newPasswordProblems(fields);
    setProblems(found);
    if (!Object.keys(found).length) void save(fields.password);
  };

  if (done) {
    return (
      <>
        <h1 id="forgot-title">Password changed</h1>
        <p role="status">Your password was changed and every other session was signed out. Sign in with the new password.</p>
        <Link className="button" to="/auth/login">
          Sign in
        </Link>
      </>
    );
  }

  const describedBy = (name: keyof NewPasswordFields) => (problems[name] ? `${name}-problem` : undefined);
  return (
    <>
      <h1 id="forgot-title">Choose a new password</h1>
      <form className="form" onSubmit={onSubmit} noValidate>
        <label>
          New password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={problems.password ? true : undefined}
            aria-describedby={describedBy('password') ?? 'password-rule'}
          />
        </label>
        {problems.password ? (
          <span id="password-problem" className="field-error">
            {problems.password}
          </span>
        ) : (
          <span id="password-rule" className="field-hint">
            {PASSWORD_RULE_TEXT}
          </span>
        )}
        <label>
          Confirm new password
          <input
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={problems.confirmation ? true : undefined}
            aria-describedby={describedBy('confirmation')}
          />
        </label>
        {problems.confirmation && (
          <span id="confirmation-problem" className="field-error">
            {problems.confirmation}
          </span>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
      {error?.linkDead && (
        <button type="button" className="button button-secondary" onClick={onRequestNewLink}>
          Request a new link
        </button>
      )}
    </>
  );
}
