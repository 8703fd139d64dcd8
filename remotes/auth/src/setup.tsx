import { RemoteRoot } from '@panel/ui';

/** Shown instead of everything while the instance is awaitingConfiguration; the auth issue builds the wizard. */
export default function SetupScreen() {
  return (
    <RemoteRoot name="auth">
      <section className="card" aria-labelledby="setup-title">
        <h1 id="setup-title">Set up your panel</h1>
        <p>This instance has not been configured yet.</p>
        <p className="notice notice-info" role="status">
          The setup wizard is not built yet.
        </p>
      </section>
    </RemoteRoot>
  );
}
