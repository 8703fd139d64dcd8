import { useState } from 'react';
import { currentReadOnlyView, endReadOnlyView } from '@panel/session';
import { Alert, Button, useSingleFlight } from '@panel/ui';
import { useReadOnlyViewT } from './read-only-view-messages';

/** Above every page of an admin's read-only view of a customer's panel: whose it is, and the way back. */
export function ReadOnlyViewBanner() {
  const t = useReadOnlyViewT();
  const [view] = useState(currentReadOnlyView);
  const back = useSingleFlight(endReadOnlyView);
  if (!view) return null;
  return (
    <section className="app-read-only-view" aria-label={t('readOnlyViewLabel')}>
      <Alert
        tone="warning"
        // Said once when the page opens, not as an interruption on every page.
        role="status"
        actions={
          <Button variant="secondary" loading={back.pending} onClick={() => void back.run()}>
            {t('readOnlyViewBack')}
          </Button>
        }
      >
        <p>{t('readOnlyViewText', { name: view.username })}</p>
      </Alert>
    </section>
  );
}
