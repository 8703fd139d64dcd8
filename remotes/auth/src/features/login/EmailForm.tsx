import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@panel/router';
import { PASSWORD_RULE_TEXT, signUpProblems, type FieldProblems, type SignUpFields } from '@panel/rules';
import { stayPending, useSingleFlight } from '@panel/ui';
import { readLoginFragment, type LoginFragmentState } from './login-fragment';
import { goToBanNotice, signIn, signInErrorMessage, signUp } from './sign-in';
import { useTurnstile } from './turnstile';
import { offerPasskey } from '../passkey/offer';

interface EmailFormProps {
  mode: 'signin' | 'signup';
  sitekey: string | null;
}

export function EmailForm({ mode, sitekey }: EmailFormProps) {
  const navigate = useNavigate();
  const { container: challengeBox, token: challengeToken, status: challengeStatus, reset: resetChallenge } = useTurnstile(sitekey);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldProblems<SignUpFields>>({});
  // A submit that waits for the Turnstile answer (also a sign-in queued before JavaScript).
  const [waitingForChallenge, setWaitingForChallenge] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const { run: send, pending } = useSingleFlight(async (fields: SignUpFields) => {
    setError(null);
    const credentials = { email: fields.email.trim(), password: fields.password, turnstileToken: challengeToken ?? undefined };
    try {
      navigate(await (mode === 'signup' ? signUp(credentials) : signIn(credentials)), { replace: true });
      // Signed in with a password: a passkey would make the next sign-in quicker.
      if (mode === 'signin') offerPasskey((path) => navigate(path));
    } catch (failure) {
      if (goToBanNotice(failure, navigate)) return stayPending();
      setError(signInErrorMessage(failure));
      resetChallenge();
      return;
    }
    // Signed in: the form stays busy while the next screen loads.
    await stayPending();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const fields = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      confirmation: String(data.get('confirmation') ?? ''),
    };
    if (mode === 'signup') {
      const found = signUpProblems(fields);
      setProblems(found);
      if (Object.keys(found).length) return;
    }
    if (sitekey && !challengeToken) {
      setWaitingForChallenge(true);
      return;
    }
    setWaitingForChallenge(false);
    void send(fields);
  };

  useEffect(() => {
    if (waitingForChallenge && challengeToken) form.current?.requestSubmit();
  }, [waitingForChallenge, challengeToken]);

  // Take over the static form in the commit that removes it (the shell's BootFragmentDone
  // runs after this), so no keystroke can fall between reading it and removing it.
  const takeover = useRef<LoginFragmentState | null>(null);
  useLayoutEffect(() => {
    const fragment = mode === 'signin' ? readLoginFragment() : null;
    if (!fragment || !emailField.current || !passwordField.current) return;
    emailField.current.value = fragment.email;
    passwordField.current.value = fragment.password;
    takeover.current = fragment;
  }, [mode]);
  // Then continue where the visitor was: the sign-in they already asked for, or the same
  // field focused. A passive effect, so it runs once the fragment is gone and the form shows.
  useEffect(() => {
    const fragment = takeover.current;
    takeover.current = null;
    if (fragment?.submitted) form.current?.requestSubmit();
    else if (fragment?.focused) (fragment.focused === 'email' ? emailField : passwordField).current?.focus();
  }, []);

  const signingUp = mode === 'signup';
  const busy = pending || waitingForChallenge;
  const fieldError = (name: keyof SignUpFields) =>
    problems[name] && (
      <span id={`${name}-problem`} className="field-error">
        {problems[name]}
      </span>
    );
  const describedBy = (name: keyof SignUpFields) => (problems[name] ? `${name}-problem` : undefined);

  return (
    <form ref={form} className="form" data-login-form onSubmit={onSubmit} noValidate={signingUp}>
      <label>
        Email
        <input
          ref={emailField}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
      </label>
      {fieldError('email')}
      <label>
        Password
        <input
          ref={passwordField}
          name="password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          aria-invalid={problems.password ? true : undefined}
          aria-describedby={describedBy('password') ?? (signingUp ? 'password-rule' : undefined)}
        />
      </label>
      {signingUp && !problems.password && (
        <span id="password-rule" className="field-hint">
          {PASSWORD_RULE_TEXT}
        </span>
      )}
      {fieldError('password')}
      {signingUp && (
        <label>
          Confirm password
          <input
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={problems.confirmation ? true : undefined}
            aria-describedby={describedBy('confirmation')}
          />
        </label>
      )}
      {signingUp && fieldError('confirmation')}
      {sitekey && <div ref={challengeBox} className="turnstile" data-testid="turnstile" />}
      {challengeStatus === 'failed' && (
        <p className="form-error" role="alert">
          The verification challenge could not be loaded. Reload the page to try again.
        </p>
      )}
      {waitingForChallenge && challengeStatus !== 'failed' && (
        <p className="field-hint" role="status">
          Complete the verification challenge above to continue.
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {signingUp ? (pending ? 'Creating account…' : 'Create account') : pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
