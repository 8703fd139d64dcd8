import { now } from '../clock';
import { db } from '../db';
import { dueStep, type LifecycleStep } from './lifecycle';
import { markPaid } from './paid-invoice';
import { deleteServer, expireActivation, issueRenewalInvoice, placeQueued } from './servers';
import type { Server } from '@panel/api/contract';
import { cents } from './money';

/** Steps one server can take in one pass at most: install, invoice, suspend, delete. */
const MAX_STEPS_PER_SERVER = 8;

function apply(server: Server, step: LifecycleStep): void {
  switch (step.kind) {
    case 'install':
      server.installed = true;
      return;
    case 'expire-activation':
      expireActivation(server);
      return;
    case 'issue-renewal-invoice': {
      const invoice = issueRenewalInvoice(server);
      const owner = db.users.get(server.uid);
      // Automatic renewal from the balance: unless the owner turned it off, and only when it covers the whole invoice.
      if (invoice && owner && server.autoRenewal !== false && owner.balance >= invoice.amount) {
        owner.balance = cents(owner.balance - invoice.amount);
        markPaid(invoice, { method: 'balance' }, step.at);
      }
      return;
    }
    case 'suspend-unpaid':
      server.suspended = step.at;
      server.suspentionReason = 'RENEWAL_REQUIRED';
      return;
    case 'delete':
      deleteServer(server);
      return;
  }
}

/** When the invoice that would activate the server falls due; null once it is active. */
const activationDueAt = (server: Server): number | null =>
  server.awaitingPayment && server.invoice !== null ? (db.invoices.get(server.invoice)?.duedate ?? null) : null;

/**
 * Brings the current scope's servers up to the mock's clock, as the reference's scheduled jobs
 * would have by now (installation, lapsed orders, renewal invoices and automatic renewal from the balance,
 * suspension when unpaid, deletion), then lets queued orders take the slots that freed up.
 * Idempotent: the state it leaves has no step due, so running it again changes nothing.
 */
export function runLifecycle(): void {
  const clock = { time: now(), since: db.lifecycleSince, deletionThresholdDays: db.config.settings.deletionThreshold };
  for (const server of [...db.domain.servers]) {
    for (let steps = 0; steps < MAX_STEPS_PER_SERVER && db.domain.servers.includes(server); steps += 1) {
      const step = dueStep(server, clock, activationDueAt(server));
      if (!step) break;
      apply(server, step);
    }
  }
  for (const location of db.domain.locations) placeQueued(location._id);
}
