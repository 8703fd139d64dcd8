import { useState, type FormEvent } from 'react';
import { ApiError } from '@panel/api';
import { Link } from '@panel/router';
import { emailProblem } from '@panel/rules';
import { apiErrorMessage, useSingleFlight } from '@panel/ui';
import { tooManyAttemptsMessage } from '../../lib/wait-time';
import { requestResetLink } from './reset-password';

export function RequestLinkForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { run: send, pending } = useSingleFlight(async (email: string) => {
    setError(null);
    try {
      await requestResetLink(email);
      setSentTo(email);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) setError(tooManyAttemptsMessage(failure));
      else setError(apiErrorMessage(failure));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = emailProblem(email);
    setProblem(found);
    if (!found) void send(email);
  };

  if (sentTo) {
    return (
      <>
        <h1 id="forgot-title">Check your inbox</h1>
        {/* The same words whether or not the account exists: the answer must not reveal it. */}
        <p role="status">
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password. The link
          works for one hour.
        </p>
        <p className="login-links">
          <Link to="/auth/login">Back to sign in</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 id="forgot-title">Forgot password</h1>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <label>
          Email
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'email-problem' : undefined}
          />
        </label>
        {problem && (
          <span id="email-problem" className="field-error">
            {problem}
          </span>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="login-links">
        <Link to="/auth/login">Back to sign in</Link>
      </p>
    </>
  );
}
