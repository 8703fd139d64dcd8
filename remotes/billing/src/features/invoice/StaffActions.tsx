import { useState } from 'react';
import type { Invoice, Rank } from '@panel/api/contract';
import { isAdminRank } from '@panel/rules';
import { apiErrorMessage, Button, Card, ConfirmDialog, toast, useSingleFlight } from '@panel/ui';
import { useCompleteInvoice } from '../../api/complete-invoice';
import { useDeleteInvoice } from '../../api/delete-invoice';
import { useMarkInvoiceUnpaid } from '../../api/mark-invoice-unpaid';
import { billingMessage, useBillingT, type BillingMessage } from '../../messages';

type Action = 'complete' | 'complete-save' | 'mark-unpaid' | 'delete';
type ConfirmedAction = Extract<Action, 'mark-unpaid' | 'delete'>;

/** Destructive actions are confirmed in a dialog first; the others run at once. */
const CONFIRM: Record<ConfirmedAction, { title: BillingMessage; text: BillingMessage; confirm: BillingMessage }> = {
  'mark-unpaid': { title: 'confirmUnpaidTitle', text: 'confirmUnpaidText', confirm: 'confirmUnpaid' },
  delete: { title: 'confirmDeleteTitle', text: 'confirmDeleteText', confirm: 'confirmDelete' },
};
const needsConfirmation = (action: Action): action is ConfirmedAction => action in CONFIRM;

interface StaffActionsProps {
  invoice: Invoice;
  rank: Rank;
  /** Called after the invoice was deleted. */
  onDeleted: () => void;
}

/** Spec sections 5 and 6: STAFF and ADMIN; plain 'Complete invoice' for ADMIN only. */
export function StaffActions({ invoice, rank, onDeleted }: StaffActionsProps) {
  const t = useBillingT();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const id = invoice._id;
  const complete = useCompleteInvoice();
  const markUnpaid = useMarkInvoiceUnpaid();
  const remove = useDeleteInvoice();
  // One flight for all four: two clicks, on one button or on two, start one call.
  const { run, pending: busy } = useSingleFlight(async (action: Action) => {
    try {
      if (action === 'delete') {
        await remove(id);
        toast.success(billingMessage('toastDeleted', { id }));
        onDeleted();
        return;
      }
      if (action === 'mark-unpaid') await markUnpaid(id);
      else await complete({ id, saveTransaction: action === 'complete-save' });
      toast.success(billingMessage(action === 'mark-unpaid' ? 'toastUnpaid' : 'toastCompleted', { id }));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  });

  const request = (action: Action) => (needsConfirmation(action) ? setConfirming(action) : void run(action));
  const dialog = confirming ? CONFIRM[confirming] : null;

  return (
    <Card title={t('staffActions')} aria-label={t('staffActions')} className="staff-actions">
      <div className="staff-actions-buttons">
        {isAdminRank(rank) && (
          <Button disabled={busy || invoice.paid} onClick={() => request('complete')}>
            {t('complete')}
          </Button>
        )}
        <Button disabled={busy || invoice.paid} onClick={() => request('complete-save')}>
          {t('completeSave')}
        </Button>
        <Button variant="secondary" disabled={busy || (!invoice.paid && !invoice.paidpartial)} onClick={() => request('mark-unpaid')}>
          {t('markUnpaid')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => request('delete')}>
          {t('delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={dialog ? t(dialog.title) : ''}
        confirmLabel={dialog ? t(dialog.confirm) : ''}
        destructive
        onConfirm={() => (confirming ? run(confirming) : undefined)}
      >
        {dialog && <p>{t(dialog.text, { id })}</p>}
      </ConfirmDialog>
    </Card>
  );
}
