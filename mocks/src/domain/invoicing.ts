import type { DiscountCode, Invoice, Plan } from '@panel/api/contract';
import { now } from '../clock';
import { db } from '../db';
import { newId } from './ids';
import { cyclePrice, discounted } from '@panel/rules';

const HOUR = 3_600_000;
/** How long a new invoice gives before it is due, unless it says otherwise. */
export const INVOICE_DUE_MS = 7 * 24 * HOUR;

type InvoiceFields = Pick<Invoice, 'user' | 'name' | 'amount' | 'item' | 'billingCycle'> & Partial<Pick<Invoice, 'duedate' | 'originalAmount' | 'discount' | 'attachedServer'>>;

/** A new unpaid invoice, stored; due in a week unless `duedate` says otherwise. */
export function issueInvoice(fields: InvoiceFields): Invoice {
  const invoice: Invoice = {
    _id: `inv-${newId().slice(0, 12)}`,
    paid: false,
    paidpartial: false,
    paiddate: 0,
    duedate: now() + INVOICE_DUE_MS,
    paypalOrder: null,
    stripeSubscription: null,
    transaction: null,
    discount: null,
    received: 0,
    ...fields,
  };
  db.invoices.set(invoice._id, invoice);
  return invoice;
}

/** The invoice for a plan over one cycle, less the discount when one applies. */
export function planInvoice({
  user,
  name,
  plan,
  cycle,
  discount,
  attachedServer = null,
  duedate,
}: {
  user: string;
  name: string;
  plan: Plan;
  cycle: number;
  discount: Pick<DiscountCode, 'code' | 'reduction' | 'recurrent'> | null;
  attachedServer?: string | null;
  duedate?: number;
}): Invoice {
  const price = cyclePrice(plan.price, cycle);
  return issueInvoice({
    user,
    name,
    amount: discount ? discounted(price, discount.reduction) : price,
    ...(discount && { originalAmount: price, discount: { code: discount.code, reduction: discount.reduction, recurrent: discount.recurrent } }),
    item: plan._id,
    billingCycle: cycle as Invoice['billingCycle'],
    attachedServer,
    ...(duedate !== undefined && { duedate }),
  });
}
