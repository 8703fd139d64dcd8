import { Skeleton } from '@panel/ui';
import { useBillingT } from '../../messages';

/** The invoice's shape while it loads (until it arrives, or the call's time limit says why not). */
export function InvoiceSkeleton() {
  const t = useBillingT();
  return (
    <div className="invoice-skeleton" aria-busy="true" data-testid="invoice-skeleton">
      <span className="visually-hidden" role="status">
        {t('loadingInvoice')}
      </span>
      <div className="invoice-skeleton-cards">
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
        <Skeleton height="4.5rem" />
      </div>
      <Skeleton height="3rem" />
      <Skeleton width="60%" height="1.2rem" />
    </div>
  );
}
