import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@panel/router';
import { useConfig } from '@panel/session';
import { readLoginFragment, type LoginFragmentState } from './login-fragment';
import { signIn, signInErrorMessage } from './sign-in';

export function LoginScreen() {
  const { info } = useConfig();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (email: string, password: string) => {
    setPending(true);
    setError(null);
    try {
      navigate(await signIn(email, password), { replace: true });
    } catch (failure) {
      setError(signInErrorMessage(failure));
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    void submit(String(data.get('email')), String(data.get('password')));
  };

  useEffect(() => {
    document.title = `Sign in · ${info.name}`;
  }, [info.name]);

  // Take over the static form in the commit that removes it (the shell's BootFragmentDone
  // runs after this), so no keystroke can fall between reading it and removing it.
  const takeover = useRef<LoginFragmentState | null>(null);
  useLayoutEffect(() => {
    const fragment = readLoginFragment();
    if (!fragment || !emailField.current || !passwordField.current) return;
    emailField.current.value = fragment.email;
    passwordField.current.value = fragment.password;
    takeover.current = fragment;
  }, []);
  // Then continue where the visitor was: the sign-in they already asked for, or the same
  // field focused. A passive effect, so it runs once the fragment is gone and the form shows.
  useEffect(() => {
    const fragment = takeover.current;
    takeover.current = null;
    if (fragment?.submitted) form.current?.requestSubmit();
    else if (fragment?.focused) (fragment.focused === 'email' ? emailField : passwordField).current?.focus();
  }, []);

  return (
    <main className="full-page">
      <section className="card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        <form ref={form} className="form" onSubmit={onSubmit}>
          <label>
            Email
            <input ref={emailField} name="email" type="email" autoComplete="email" required />
          </label>
          <label>
            Password
            <input
              ref={passwordField}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </label>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={pending}>
            {pending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </section>
    </main>
  );
}
