import { useSession } from '@panel/session';

export function VerifyScreen() {
  const email = useSession((s) => s.user?.email);
  return (
    <main className="full-page">
      <section className="card" aria-labelledby="verify-title">
        <h1 id="verify-title">Verify your email</h1>
        <p>
          We sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}. Open it
          to activate your account, then come back here.
        </p>
      </section>
    </main>
  );
}
