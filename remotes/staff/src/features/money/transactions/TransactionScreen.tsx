import type { PaymentTransaction } from '@panel/api/contract';
import { useParams } from '@panel/router';
import { ButtonLink, Card, DateTime, DescriptionList, Money, PageHeader } from '@panel/ui';
import { RecordMissing, useRecord } from '../../../api/collection';
import { RecordLoader } from '../../../kit/RecordLoader';
import { useStaffMoneyT } from '../../../messages/staff-money';
import { useStaffTransactionsT } from '../../../messages/staff-transactions';
import { methodName } from '../money-words';
import '../money.css';

const LIST = '/staff/transactions';

/** `/staff/transactions/{id}`: one payment, with the ways to its invoice and its customer. */
export function TransactionScreen() {
  const t = useStaffTransactionsT();
  const id = useParams().id ?? '';
  const record = useRecord('transactions', id);
  return (
    <div className="money-page">
      <PageHeader title={t('transactionTitle', { id })} breadcrumbs={[{ label: t('transactionBack'), to: LIST }, { label: id }]} />
      <RecordLoader record={record} listPath={LIST}>
        {(transaction) => <TransactionDetails transaction={transaction} />}
      </RecordLoader>
    </div>
  );
}

function TransactionDetails({ transaction }: { transaction: PaymentTransaction }) {
  const t = useStaffTransactionsT();
  const m = useStaffMoneyT();
  const customer = useRecord('users', transaction.user);
  const invoice = useRecord('invoices', transaction.invoice ?? undefined);
  const customerName = customer.data?.username ?? (customer.error instanceof RecordMissing ? t('transactionUnknownCustomer', { id: transaction.user }) : transaction.user);
  const providerOrder = invoice.data?.paypalOrder;
  const providerSubscription = invoice.data?.stripeSubscription;

  return (
    <Card title={t('transactionDetails')}>
      <DescriptionList
        items={[
          { label: t('transactionsReference'), value: transaction._id },
          { label: m('moneyDate'), value: <DateTime value={transaction.date} style="dateTime" /> },
          { label: m('moneyMethod'), value: methodName(m, transaction.method) },
          { label: m('moneyAmount'), value: <Money amount={transaction.amount} /> },
          { label: m('moneyCustomer'), value: customer.data || customer.error ? customerName : t('transactionLoadingCustomer') },
          { label: m('moneyInvoice'), value: transaction.invoice ?? t('transactionsNoInvoice') },
          ...(transaction.item ? [{ label: t('transactionsItem'), value: transaction.item === 'topup' ? t('transactionsTopup') : transaction.item }] : []),
          ...(providerOrder ? [{ label: t('transactionProviderOrder'), value: providerOrder }] : []),
          ...(providerSubscription ? [{ label: t('transactionProviderSubscription'), value: providerSubscription }] : []),
        ]}
      />
      <div className="money-actions">
        {transaction.invoice && <ButtonLink to={`/invoice/${encodeURIComponent(transaction.invoice)}`}>{t('transactionOpenInvoice', { id: transaction.invoice })}</ButtonLink>}
        <ButtonLink to={`/staff/users/${encodeURIComponent(transaction.user)}`} variant="secondary">
          {t('transactionOpenCustomer', { name: customer.data?.username ?? transaction.user })}
        </ButtonLink>
      </div>
    </Card>
  );
}
