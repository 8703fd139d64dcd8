import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@panel/router';
import { useConfig } from '@panel/session';
import { readLoginFragment } from './login-fragment';
import { signIn, signInErrorMessage } from './sign-in';

export function LoginScreen() {
  const { info } = useConfig();
  const navigate = useNavigate();
  const [fragment] = useState(readLoginFragment);
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

  // Continue where the visitor was in the static form: same field focused, or the sign-in
  // they already asked for. A passive effect, so it runs once the fragment is gone.
  const adopted = useRef(false);
  useEffect(() => {
    if (!fragment || adopted.current) return;
    adopted.current = true;
    if (fragment.submitted) form.current?.requestSubmit();
    else if (fragment.focused) (fragment.focused === 'email' ? emailField : passwordField).current?.focus();
  });

  return (
    <main className="full-page">
      <section className="card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        <form ref={form} className="form" onSubmit={onSubmit}>
          <label>
            Email
            <input ref={emailField} name="email" type="email" autoComplete="email" required defaultValue={fragment?.email} />
          </label>
          <label>
            Password
            <input
              ref={passwordField}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              defaultValue={fragment?.password}
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
