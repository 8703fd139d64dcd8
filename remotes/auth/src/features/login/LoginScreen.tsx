import { useState, type FormEvent } from 'react';
import { useNavigate } from '@panel/router';
import { useConfig } from '@panel/session';
import { signIn, signInErrorMessage } from './sign-in';

export function LoginScreen() {
  const { info } = useConfig();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      navigate(await signIn(String(form.get('email')), String(form.get('password'))), { replace: true });
    } catch (failure) {
      setError(signInErrorMessage(failure));
      setPending(false);
    }
  };

  return (
    <main className="full-page">
      <section className="card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in to {info.name}</h1>
        <form className="form" onSubmit={submit} noValidate={false}>
          <label>
            Email
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <label>
            Password
            <input name="password" type="password" autoComplete="current-password" required />
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
