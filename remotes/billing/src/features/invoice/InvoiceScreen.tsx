import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from '@panel/router';
import { canChoosePaymentMethod, invoiceNotices, isStaffRank, renews } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { DelayedSpinner } from '@panel/ui';
import { reloadInvoice, useInvoice } from '../../api/invoice';
import { useBilledCycle } from '../../api/listing';
import { PaymentMethodChooser } from '../payment-methods/PaymentMethodChooser';
import { useGoBack } from './use-go-back';
import { Cobweb } from './Cobweb';
import { DownloadPdfLink } from './DownloadPdfLink';
import { InvoiceLoadError } from './InvoiceLoadError';
import { InvoiceNotices } from './InvoiceNotices';
import { InvoiceSummary } from './InvoiceSummary';
import { seasonalLook } from './seasonal';
import { StaffActions } from './StaffActions';
import { SuccessOverlay } from './SuccessOverlay';
import './invoice.css';

/** `/invoice/{id}`: the invoice, its status, how to pay it and the staff actions (spec section 2). */
export function InvoiceScreen() {
  const { id = '' } = useParams();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { currency, settings, info } = useConfig();
  const rank = useSession((s) => s.user?.rank);
  const { data: invoice, error, mutate } = useInvoice(id);
  const look = seasonalLook(settings.theme);

  useEffect(() => {
    document.title = `Invoice ${id} · ${info.name}`;
  }, [id, info.name]);

  // The listing only decides the cycle suffix and renewal.
  const cycle = useBilledCycle(invoice);
  const closeOverlay = () => navigate({ search: '' }, { replace: true });

  return (
    <section
      className={`page invoice-page ${look.className}`}
      aria-labelledby="invoice-title"
      style={look.background ? { backgroundImage: `url(${JSON.stringify(look.background)})` } : undefined}
    >
      {look.cobweb && <Cobweb />}
      <button type="button" className="button button-secondary back-button" onClick={goBack}>
        ← Back
      </button>
      <h1 id="invoice-title">Invoice {id}</h1>

      {error && !invoice ? (
        <InvoiceLoadError id={id} error={error} onRetry={() => void mutate()} onBack={goBack} />
      ) : !invoice ? (
        <DelayedSpinner label="Loading the invoice…" />
      ) : (
        <>
          <InvoiceSummary invoice={invoice} currency={currency} cycle={cycle} />
          <InvoiceNotices notices={invoiceNotices(invoice, cycle ?? invoice.billingCycle)} currency={currency} />
          {canChoosePaymentMethod(invoice) && <PaymentMethodChooser invoice={invoice} renews={cycle !== null && renews(cycle)} />}
          {rank && isStaffRank(rank) && (
            <StaffActions invoice={invoice} rank={rank} onChanged={() => reloadInvoice(id)} onDeleted={goBack} />
          )}
          <p>
            <DownloadPdfLink invoiceId={invoice._id} />
          </p>
        </>
      )}
      {search.has('success') && <SuccessOverlay onDone={closeOverlay} />}
    </section>
  );
}
