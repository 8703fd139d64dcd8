import { inflateSync } from 'node:zlib';

/** The text lines drawn in a PDF from renderInvoicePdf (its compressed content streams, `<hex> Tj`). */
export function pdfLines(pdf: ArrayBuffer): string[] {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const content = inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      // The standard fonts draw WinAnsi: Latin-1 but for a few bytes such as the euro sign (0x80).
      lines.push(Buffer.from(hex, 'hex').toString('latin1').replace(/\x80/g, '€'));
    }
  }
  return lines;
}
