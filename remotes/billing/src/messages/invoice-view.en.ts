// Plain data, no imports: the invoice's server-included fragment (features/invoice/fragment) is
// compiled with it, and with nothing else of the catalogue.
/**
 * The messages of the invoice's first view (summary, notices, payment methods, pdf link, window
 * title), in English: the part of the billing catalogue (messages.en.ts) the fragment draws.
 */
export const invoiceViewEnglish = {
  documentTitle: 'Invoice {{id}} · {{site}}',
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
};

export type InvoiceViewMessage = keyof typeof invoiceViewEnglish;
