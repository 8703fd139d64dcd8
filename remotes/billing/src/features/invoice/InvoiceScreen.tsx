import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from '@panel/router';
import { canChoosePaymentMethod, invoiceNotices, isStaffRank, renews } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { Button } from '@panel/ui';
import { useInvoice } from '../../api/invoice';
import { useBilledCycle } from '../../api/listing';
import { BillingPage } from '../../lib/BillingPage';
import { InvoiceLoadError } from '../../lib/InvoiceLoadError';
import { useGoBack } from '../../lib/use-go-back';
import { useBillingT } from '../../messages';
import { PaymentMethodChooser } from '../payment-methods/PaymentMethodChooser';
import { Cobweb } from './Cobweb';
import { DownloadPdfLink } from './DownloadPdfLink';
import { doAsInFragment, readInvoiceFragment, type InvoiceFragmentState } from './fragment/take-over';
import { InvoiceNotices } from './InvoiceNotices';
import { InvoiceSkeleton } from './InvoiceSkeleton';
import { InvoiceSummary } from './InvoiceSummary';
import { seasonalLook } from './seasonal';
import { SuccessOverlay } from './SuccessOverlay';
import './invoice.css';

/**
 * Only staff see the actions, and their confirmations bring the dialog code (Radix): a customer
 * never downloads them. Staff start the download with the screen, alongside the invoice call.
 */
const loadStaffActions = () => import('./StaffActions');
const StaffActions = lazy(() => loadStaffActions().then((module) => ({ default: module.StaffActions })));

/** `/invoice/{id}`: the invoice, its status, how to pay it and the staff actions (spec section 2). */
export function InvoiceScreen() {
  const t = useBillingT();
  const { id = '' } = useParams();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { settings, info } = useConfig();
  const rank = useSession((s) => s.user?.rank);
  const { data: invoice, error, mutate } = useInvoice(id);
  // What the person did in the server-included fragment before the app came, done again here:
  // read in the first commit, before the shell removes the fragment (a render could still be
  // followed by the person's next key there), and done once the screen shows the invoice.
  const fromFragment = useRef<InvoiceFragmentState | null>(null);
  useLayoutEffect(() => {
    fromFragment.current = readInvoiceFragment();
  }, []);
  const shown = invoice !== undefined;
  useLayoutEffect(() => {
    if (!shown || !fromFragment.current) return;
    doAsInFragment(fromFragment.current);
    fromFragment.current = null;
  }, [shown]);
  const staff = rank !== undefined && isStaffRank(rank);
  useEffect(() => {
    if (staff) void loadStaffActions().catch(() => undefined);
  }, [staff]);
  const look = seasonalLook(settings.theme);
  const title = t('invoiceTitle', { id });

  useEffect(() => {
    document.title = t('documentTitle', { id, site: info.name });
  }, [t, id, info.name]);

  // The listing only decides the cycle suffix and renewal.
  const cycle = useBilledCycle(invoice);
  const closeOverlay = () => navigate({ search: '' }, { replace: true });

  return (
    <BillingPage
      title={title}
      back={
        <Button variant="secondary" size="sm" onClick={goBack}>
          {t('back')}
        </Button>
      }
      className={['invoice-page', look.className].filter(Boolean).join(' ')}
      style={look.background ? { backgroundImage: `url(${JSON.stringify(look.background)})` } : undefined}
    >
      {look.cobweb && <Cobweb />}
      {error && !invoice ? (
        <InvoiceLoadError id={id} error={error} onRetry={() => void mutate()} onBack={goBack} />
      ) : !invoice ? (
        <InvoiceSkeleton />
      ) : (
        <>
          <InvoiceSummary invoice={invoice} cycle={cycle} />
          <InvoiceNotices notices={invoiceNotices(invoice, cycle ?? invoice.billingCycle)} />
          {canChoosePaymentMethod(invoice) && <PaymentMethodChooser invoice={invoice} renews={cycle !== null && renews(cycle)} />}
          {staff && (
            <Suspense fallback={null}>
              <StaffActions invoice={invoice} rank={rank} onDeleted={goBack} />
            </Suspense>
          )}
          <p className="invoice-pdf">
            <DownloadPdfLink invoiceId={invoice._id} />
          </p>
        </>
      )}
      {search.has('success') && <SuccessOverlay onDone={closeOverlay} />}
    </BillingPage>
  );
}
