import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { BillingCycle, Config, Invoice, User } from '@panel/api/contract';

const CYCLE_NAMES: Record<number, string> = {
  720: 'Monthly',
  2160: 'Quarterly',
  4380: 'Semi-annual',
  8760: 'Annual',
  [-1]: 'One-time',
};

const formatDate = (epochMs: number) => (epochMs > 0 ? new Date(epochMs).toISOString().slice(0, 10) : '-');

function statusOf(invoice: Invoice): string {
  if (invoice.paid) return 'Paid';
  return invoice.paidpartial ? 'Partly paid' : 'Unpaid';
}

/** Standard PDF fonts only cover WinAnsi; drawing anything else throws. */
function charsetOf(font: PDFFont) {
  const supported = new Set(font.getCharacterSet());
  const fits = (text: string) => [...text].every((ch) => supported.has(ch.codePointAt(0) ?? -1));
  const sanitize = (text: string) => [...text].map((ch) => (fits(ch) ? ch : '?')).join('');
  return { fits, sanitize };
}

/** `cycle` is the cycle the invoice is billed on (`billedCycle`), not necessarily its own field. */
export async function renderInvoicePdf(invoice: Invoice, cycle: BillingCycle, config: Config, owner: User | undefined): Promise<ArrayBuffer> {
  const doc = await PDFDocument.create();
  // A literal (not hex UTF-16) title outside any object stream, so the id is findable in the raw bytes.
  doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of('Title'), PDFString.of(`Invoice ${invoice._id}`));
  doc.setAuthor(config.info.name);
  const page = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { fits, sanitize } = charsetOf(regular);
  const { symbol, abbreviation } = config.currency;
  // Symbols such as '₹' are outside WinAnsi, so those currencies print their code instead.
  const money = (amount: number) => (fits(symbol) ? `${symbol}${amount.toFixed(2)}` : `${amount.toFixed(2)} ${abbreviation}`);

  let y = 780;
  const line = (text: string, { font = regular, size = 11, gap = 18 } = {}) => {
    page.drawText(sanitize(text), { x: 50, y, size, font, color: rgb(0.1, 0.1, 0.15) });
    y -= gap;
  };

  line(config.info.name, { font: bold, size: 20, gap: 32 });
  line(`Invoice ${invoice._id}`, { font: bold, size: 16, gap: 26 });
  if (owner) line(`Billed to: ${owner.username} <${owner.email}>`, { gap: 28 });

  line(invoice.name, { font: bold, size: 13 });
  line(`Amount: ${money(invoice.amount)}`);
  if (invoice.originalAmount != null) line(`Originally: ${money(invoice.originalAmount)}`);
  if (invoice.discount) line(`Discount: ${invoice.discount.code} (-${invoice.discount.reduction}%)`);
  line(`Billing cycle: ${CYCLE_NAMES[cycle] ?? `${cycle} hours`}`);
  line(`Status: ${statusOf(invoice)}`);
  line(`Due date: ${formatDate(invoice.duedate)}`);
  if (invoice.paid) line(`Paid date: ${formatDate(invoice.paiddate)}`);
  line(`Received: ${money(invoice.received)}`);
  if (invoice.transaction) line(`Paid with: ${invoice.transaction.method}`);

  const bytes = await doc.save({ useObjectStreams: false });
  return bytes.slice().buffer;
}
