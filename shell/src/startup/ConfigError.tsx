import { BootFragmentDone } from './BootFragmentDone';

/** Spec section 4 step 1: the full-page state when the configuration cannot be loaded. */
export function ConfigError({ status, onRetry }: { status: number; onRetry: () => void }) {
  return (
    <main className="full-page">
      <BootFragmentDone />
      <section className="card" role="alert" aria-labelledby="config-error-title">
        <h1 id="config-error-title">The panel could not start</h1>
        <p>
          We could not load the panel's configuration
          {status ? ` (the server answered ${status})` : ' (the server did not answer)'}. Check your
          connection and try again.
        </p>
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      </section>
    </main>
  );
}
