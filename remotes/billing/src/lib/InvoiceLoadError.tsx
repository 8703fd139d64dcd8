import type { ReactNode } from 'react';
import { ApiError } from '@panel/api';
import { useLocation } from '@panel/router';
import { rememberComingFrom } from '@panel/session';
import { Alert, apiErrorMessage, Button, Link } from '@panel/ui';
import { useBillingT, type BillingT } from '../messages';

interface InvoiceLoadErrorProps {
  id: string;
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
}

/** Title and sentence for a failure that Retry may cure: no answer in time, unreachable, or a server error. */
function retryableFailure(error: unknown, t: BillingT): { title: string; text: string } {
  if (error instanceof ApiError && error.isTimeout) return { title: t('errorTimeoutTitle'), text: apiErrorMessage(error) };
  if (error instanceof ApiError && error.status === 0) return { title: t('errorLoadTitle'), text: apiErrorMessage(error) };
  return { title: t('errorLoadTitle'), text: t('errorLoadText') };
}

/** Every way loading an invoice can fail, each with a way forward; never a blank area. */
export function InvoiceLoadError({ id, error, onRetry, onBack }: InvoiceLoadErrorProps) {
  const t = useBillingT();
  const location = useLocation();
  const status = error instanceof ApiError ? error.status : -1;
  const back = (
    <Button variant="secondary" onClick={onBack}>
      {t('back')}
    </Button>
  );

  if (status === 404) return <Failure title={t('errorNotFoundTitle')} text={t('errorNotFoundText', { id })} actions={back} />;
  if (status === 403) return <Failure title={t('errorForbiddenTitle')} text={t('errorForbiddenText', { id })} actions={back} />;
  if (status === 401) {
    const signIn = () => rememberComingFrom(location.pathname + location.search);
    return (
      <Failure
        title={t('errorSessionTitle')}
        text={t('errorSessionText')}
        actions={
          <Link to="/auth/login" onClick={signIn}>
            {t('signIn')}
          </Link>
        }
      />
    );
  }
  const { title, text } = retryableFailure(error, t);
  return (
    <Failure
      title={title}
      text={text}
      actions={
        <>
          <Button onClick={onRetry}>{t('retry')}</Button>
          {back}
        </>
      }
    />
  );
}

function Failure({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <Alert tone="danger" title={title} titleAs="h2" actions={actions}>
      <p>{text}</p>
    </Alert>
  );
}
