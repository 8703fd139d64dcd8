const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Invoice dates are epoch milliseconds (decisions.md); 0 means "not set". */
export const formatInvoiceDate = (epochMs: number): string => (epochMs > 0 ? DATE.format(epochMs) : '—');
