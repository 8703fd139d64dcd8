/** What a route shows until the issue that builds its screen lands (see the README status table). */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <section className="page" aria-labelledby="not-built-title">
      <h1 id="not-built-title">{title}</h1>
      <p className="notice notice-info" role="status">
        This screen is not built yet.
      </p>
    </section>
  );
}
