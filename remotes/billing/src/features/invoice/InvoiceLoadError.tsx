import { ApiError } from '@panel/api';
import { Link, useLocation } from '@panel/router';
import { rememberComingFrom } from '@panel/session';
import { apiErrorMessage } from '@panel/ui';

interface InvoiceLoadErrorProps {
  id: string;
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
}

/** Every way loading an invoice can fail, each with a way forward; never a blank area. */
export function InvoiceLoadError({ id, error, onRetry, onBack }: InvoiceLoadErrorProps) {
  const location = useLocation();
  const status = error instanceof ApiError ? error.status : -1;
  const back = (
    <button type="button" className="button button-secondary" onClick={onBack}>
      Back
    </button>
  );
  const retry = (
    <button type="button" className="button" onClick={onRetry}>
      Retry
    </button>
  );

  if (status === 404) {
    return <ErrorNotice title="Invoice not found" text={`There is no invoice ${id}. It may have been deleted.`} actions={back} />;
  }
  if (status === 403) {
    return <ErrorNotice title="Not your invoice" text={`Invoice ${id} belongs to another account.`} actions={back} />;
  }
  if (status === 401) {
    const signIn = () => rememberComingFrom(location.pathname + location.search);
    return (
      <ErrorNotice
        title="Your session has ended"
        text="Sign in again to see this invoice."
        actions={
          <Link className="button" to="/auth/login" onClick={signIn}>
            Sign in
          </Link>
        }
      />
    );
  }
  const text =
    status === 0
      ? apiErrorMessage(error)
      : 'The server could not load this invoice right now. Try again in a moment.';
  return <ErrorNotice title="Could not load the invoice" text={text} actions={<>{retry}{back}</>} />;
}

function ErrorNotice({ title, text, actions }: { title: string; text: string; actions: React.ReactNode }) {
  return (
    <div className="notice notice-error" role="alert">
      <h2>{title}</h2>
      <p>{text}</p>
      <div className="button-row">{actions}</div>
    </div>
  );
}
