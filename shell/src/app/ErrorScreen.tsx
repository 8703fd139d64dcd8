import { Link } from '@panel/router';
import { BootFragmentDone } from '../startup/BootFragmentDone';

/** `/error`: where flows that fail outside any screen (for example a provider callback) land. */
export function ErrorScreen() {
  return (
    <main className="full-page">
      <BootFragmentDone />
      <section className="card" aria-labelledby="error-title">
        <h1 id="error-title">Something went wrong</h1>
        <p>The last action could not be completed. Nothing was lost; you can try again from the dashboard.</p>
        <Link className="button" to="/">
          Back to the dashboard
        </Link>
      </section>
    </main>
  );
}
