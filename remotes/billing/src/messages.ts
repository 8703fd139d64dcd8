import { registerMessages, translate, useT } from '@panel/ui';

/** Every string the billing remote shows, in English (French is in messages.fr.ts). Provider names stay as they are. */
export const billingEnglish = {
  back: 'Back',
  retry: 'Retry',
  signIn: 'Sign in',
  close: 'Close',
  invoiceTitle: 'Invoice {{id}}',
  documentTitle: 'Invoice {{id}} · {{site}}',
  loadingInvoice: 'Loading the invoice…',

  errorNotFoundTitle: 'Invoice not found',
  errorNotFoundText: 'There is no invoice {{id}}. It may have been deleted.',
  errorForbiddenTitle: 'Not your invoice',
  errorForbiddenText: 'Invoice {{id}} belongs to another account.',
  errorSessionTitle: 'Your session has ended',
  errorSessionText: 'Sign in again to see this invoice.',
  errorTimeoutTitle: 'The server did not answer',
  errorLoadTitle: 'Could not load the invoice',
  errorLoadText: 'The server could not load this invoice right now. Try again in a moment.',

  item: 'Item',
  amount: 'Amount',
  paidOn: 'Paid on',
  dueDate: 'Due date',
  paidWith: 'Paid with',
  discount: 'Discount',
  paid: 'Paid',
  unpaid: 'Unpaid',
  originally: 'originally {{amount}}',
  suffixToday: 'today',
  suffix720: '/month',
  suffix2160: 'every 3 months',
  suffix4380: 'every 6 months',
  suffix8760: '/year',
  discountOff: ': {{reduction}}% off',
  discountRecurrent: ', also on every renewal',
  discountOnce: ', this invoice only',
  completedByStaff: 'Completed by staff',
  downloadPdf: 'Download as pdf',
  pdfFailed: 'The PDF could not be downloaded.',

  noticePaid: 'This invoice was paid on {{date}}. Thank you!',
  noticeManagedPaypal: 'This invoice is automatically managed by a PayPal subscription. You do not need to pay it by hand.',
  noticeManagedStripe: 'This invoice is automatically managed by a Stripe subscription. You do not need to pay it by hand.',
  noticePaySoon: 'Please pay this invoice as soon as possible.',
  noticeUnpaid: 'Invoices are processed automatically. If you paid it, but it is still not marked as paid, please contact us.',
  noticePartlyPaid: 'This invoice was partly paid from your account balance. The remaining {{amount}} is still due.',
  noticeManualNextInvoice:
    'Because it was partly paid with balance, automatic billing is not possible until the next invoice, which must be paid manually.',

  chooseMethod: 'Choose a payment method',
  noMethods: 'No payment methods are enabled. Contact us to pay this invoice.',
  methodBalance: 'Account balance',
  detailBalance: 'Pay from the balance on your account',
  detailStripe: 'Card and wallets',
  detailPaypal: 'PayPal account or card',
  detailCoingate: 'Bitcoin, Litecoin, Zcash, Bitcoin Cash, Monero, Ethereum, Dogecoin',
  detailLitepay: 'Bitcoin, Litecoin, Zcash, Bitcoin Cash, Monero, Ethereum, Dogecoin',
  detailCashfree: 'UPI and Netbanking, for Indian users',
  loadingPaypal: 'Loading PayPal…',
  paypalSubscribeLead: 'Or',
  paypalSubscribeLink: 'subscribe with PayPal',
  paypalSubscribeTail: 'and have every renewal paid automatically.',

  staffActions: 'Staff actions',
  complete: 'Complete invoice',
  completeSave: 'Complete invoice & save transaction',
  markUnpaid: 'Mark as unpaid',
  delete: 'Delete',
  confirmUnpaidTitle: 'Mark as unpaid?',
  confirmUnpaidText: 'Invoice {{id}} loses its paid date, received amount and transaction.',
  confirmUnpaid: 'Yes, mark as unpaid',
  confirmDeleteTitle: 'Delete this invoice?',
  confirmDeleteText: 'Invoice {{id}} is deleted for good. This cannot be undone.',
  confirmDelete: 'Yes, delete',
  toastDeleted: 'Deleted invoice {{id}}.',
  toastUnpaid: 'Invoice {{id}} is unpaid again.',
  toastCompleted: 'Invoice {{id}} is completed.',

  thankYou: 'Thank you for your payment!',
  invoiceIsPaid: 'Your invoice is paid.',

  backToInvoice: 'Back to invoice {{id}}',
  alreadyPaid: 'Invoice {{id}} is already paid. Nothing more to do.',
  seeInvoice: 'See the invoice',
  otherMethods: 'Choose another payment method',

  payBalanceTitle: 'Pay with Account balance',
  topupNotFromBalance: 'A top-up cannot be paid from the account balance.',
  balanceEmpty: 'Your account balance is empty.',
  yourBalance: 'Your balance',
  dueOn: 'Due on {{name}}',
  takenFromBalance: 'Taken from your balance',
  stillDue: 'Still due afterwards',
  partlyPaidWarning:
    'Your balance does not cover this invoice: it will be partly paid, and {{amount}} will remain due, to pay with another method.',
  automaticBillingStops: 'Automatic billing is not possible until the next invoice.',
  payFromBalance: 'Pay {{amount}} from balance',
  paying: 'Paying…',
  toastPartlyPaid: 'Paid {{taken}} from your balance. {{remaining}} is still due.',

  payWith: 'Pay with {{name}}',
  providerDisabled: '{{name}} payments are not enabled.',
  hostedIntro:
    'You will pay {{amount}} for {{item}} at {{name}} ({{detail}}). {{name}} sends you back here when you are done; the invoice is marked paid as soon as {{name}} confirms the payment.',
  continueTo: 'Continue to {{name}}',
  opening: 'Opening {{name}}…',

  stripeTitle: 'Pay invoice {{id}} with Stripe',
  alreadyPaidTitle: 'Already paid',
  alreadyPaidText: 'Invoice {{id}} is already paid. There is nothing left to pay.',
  stripeOffTitle: 'Stripe is not available',
  stripeOffText: 'Card payments through Stripe are not available right now. Choose another payment method.',
  preparingPayment: 'Preparing your payment…',
  stripeLoadFailedTitle: 'Stripe could not be loaded',
  stripeLoadFailedText: 'Check your connection or any blocker of js.stripe.com, then try again.',
  loadingStripe: 'Loading Stripe…',
  amountDue: '{{name}}: {{amount}}',
  cardDetails: 'Card details',
  payAmount: 'Pay {{amount}}',
  processing: 'Processing…',
  stripeNotConfirmed: 'Your payment could not be confirmed. Check the details and try again.',
  stripeUnreachable: 'Stripe could not be reached. Check your connection and try again.',

  approvalLoading: 'Processing your payment...',
  approvalSuccess: 'Payment processed',
  approvalError: 'Could not process your payment',
  paypalLoadFailed: 'PayPal could not be loaded. Check your connection or any blocker of PayPal, reload the page, or choose another payment method.',
  subscribeTitle: 'Subscribe with PayPal',
  subscriptionApproved: 'Your PayPal subscription is approved. Taking you to the confirmation…',
  blockerPaid: 'This invoice is already paid. There is nothing to subscribe to.',
  blockerManaged: 'This invoice is already paid automatically by a subscription.',
  blockerOneTime: 'This invoice is paid once and does not renew, so it cannot be paid by a subscription. Pay it from the invoice page instead.',
  blockerPaypalDisabled: 'PayPal payments are not available right now. Choose another payment method on the invoice page.',
  subscriptionTo: 'Subscription to',
  billed: 'Billed',
  once: 'Once',
  cycle720: 'Monthly',
  cycle2160: 'Quarterly',
  cycle4380: 'Semi-annual',
  cycle8760: 'Annual',
  paypalCharges: 'PayPal charges {{amount}} now and at every renewal until you cancel.',

  cancelledTitle: 'Payment cancelled',
  cancelledText: 'The payment was cancelled and nothing was charged. Invoice {{id}} is still open: you can pay it another way.',
  successTitle: 'Thank you for your payment',
  paymentConfirmed: 'Your payment is confirmed.',
  awaitingConfirmation: 'We received your payment. The payment provider has not confirmed it yet; this page updates by itself.',
  waitingForProvider: 'Waiting for the payment provider to confirm…',
  confirmationSlow: 'This is taking longer than usual.',
  backToTheInvoice: 'Back to the invoice',
};

export type BillingMessage = keyof typeof billingEnglish;

// At module load of the exposed entry: a billing release carries its own messages.
registerMessages('billing', { en: billingEnglish, fr: () => import('./messages.fr') });

export type BillingT = (key: BillingMessage, values?: Record<string, unknown>) => string;

/** The billing messages in the person's language, re-rendering when it changes. */
export const useBillingT = (): BillingT => useT('billing');

/** Outside React (toasts after a call): the message in the current language. */
export const billingMessage: BillingT = (key, values) => translate('billing', key, values);
