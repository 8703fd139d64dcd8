// Not Intl.DateTimeFormat: its first construction loads locale data for tens of milliseconds,
// on the invoice screen's first render; the format is a fixed English "1 December 2026".
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Invoice dates are epoch milliseconds (decisions.md); 0 means "not set". Shown in local time. */
export function formatInvoiceDate(epochMs: number): string {
  if (!(epochMs > 0)) return '—';
  const date = new Date(epochMs);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
