import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Invoice, Rank } from '@panel/api/contract';
import { isAdminRank } from '@panel/rules';
import { Dialog, useSingleFlight } from '@panel/ui';
import { completeInvoice, deleteInvoice, markInvoiceUnpaid } from './staff-calls';

type Action = 'complete' | 'complete-save' | 'mark-unpaid' | 'delete';

/** Destructive actions are confirmed in a dialog first; the others run at once. */
const CONFIRM: Partial<Record<Action, { title: string; text: (id: string) => string; confirm: string }>> = {
  'mark-unpaid': {
    title: 'Mark as unpaid?',
    text: (id) => `Invoice ${id} loses its paid date, received amount and transaction.`,
    confirm: 'Yes, mark as unpaid',
  },
  delete: {
    title: 'Delete this invoice?',
    text: (id) => `Invoice ${id} is deleted for good. This cannot be undone.`,
    confirm: 'Yes, delete',
  },
};

interface StaffActionsProps {
  invoice: Invoice;
  rank: Rank;
  /** Called after a change that keeps the invoice (reload it). */
  onChanged: () => Promise<unknown>;
  /** Called after the invoice was deleted. */
  onDeleted: () => void;
}

/** Spec sections 5 and 6: STAFF and ADMIN; plain 'Complete invoice' for ADMIN only. */
export function StaffActions({ invoice, rank, onChanged, onDeleted }: StaffActionsProps) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const id = invoice._id;
  // One flight for all four: two clicks, on one button or on two, start one call.
  const { run, pending: busy } = useSingleFlight(async (action: Action) => {
    setConfirming(null);
    try {
      if (action === 'delete') {
        await deleteInvoice(id);
        toast.success(`Deleted invoice ${id}.`);
        onDeleted();
        return;
      }
      if (action === 'mark-unpaid') await markInvoiceUnpaid(id);
      else await completeInvoice(id, action === 'complete-save');
      await onChanged();
      toast.success(action === 'mark-unpaid' ? `Invoice ${id} is unpaid again.` : `Invoice ${id} is completed.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The action failed.');
    }
  });

  const request = (action: Action) => (CONFIRM[action] ? setConfirming(action) : void run(action));
  const dialog = confirming ? CONFIRM[confirming] : undefined;

  return (
    <section className="staff-actions" aria-labelledby="staff-actions-title">
      <h2 id="staff-actions-title">Staff actions</h2>
      {/* Hidden from assistive technology while the dialog asks, so only its buttons are reachable. */}
      <div className="button-row" inert={confirming !== null} aria-hidden={confirming !== null || undefined}>
        {isAdminRank(rank) && (
          <button type="button" className="button" disabled={busy || invoice.paid} onClick={() => request('complete')}>
            Complete invoice
          </button>
        )}
        <button type="button" className="button" disabled={busy || invoice.paid} onClick={() => request('complete-save')}>
          Complete invoice &amp; save transaction
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || (!invoice.paid && !invoice.paidpartial)}
          onClick={() => request('mark-unpaid')}
        >
          Mark as unpaid
        </button>
        <button type="button" className="button button-danger" disabled={busy} onClick={() => request('delete')}>
          Delete
        </button>
      </div>
      {confirming && dialog && (
        <Dialog
          title={dialog.title}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                Cancel
              </button>
              <button type="button" className="button button-danger" onClick={() => void run(confirming)}>
                {dialog.confirm}
              </button>
            </>
          }
        >
          <p>{dialog.text(id)}</p>
        </Dialog>
      )}
    </section>
  );
}
