import { Link } from '@panel/router';

export function NotFound() {
  return (
    <section className="page page-center" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Not found</h1>
      <p>The page you are looking for could not be found.</p>
      <Link className="button" to="/">
        Go to the dashboard
      </Link>
    </section>
  );
}
