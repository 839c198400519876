// The invoice as PDF (pdf-lib) with every field §14 UStG asks for and a GiroCode (EPC QR) for the transfer.
// Rendered from the invoice's stored snapshot, so the same invoice always gives the same document.
import { formatDay } from '@oabat/domain/dates';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatEuro, PAYMENT_LABEL } from '@oabat/domain/store';
import type { InvoiceRow } from './store.repository.ts';

/** The last day of a period whose end is exclusive (a period to 1 March ends on the last day of February). */
export const lastDay = (end: Date) => new Date(end.getTime() - 1);

// The standard fonts speak WinAnsi: umlauts, ß and € are there; anything else becomes '?'.
const WIN_ANSI_EXTRA = '€‚„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (s: string) => [...s].map((c) => (/[\x20-\x7e\xa0-\xff]/.test(c) || WIN_ANSI_EXTRA.includes(c) ? c : '?')).join('');

/** `s` cut with "…" to at most `width` points. */
function fit(s: string, f: PDFFont, size: number, width: number) {
  if (f.widthOfTextAtSize(s, size) <= width) return s;
  let cut = s;
  while (cut.length > 1 && f.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** EPC069-12 "GiroCode": what a banking app reads to fill in the transfer. */
export function giroCodePayload(i: { name: string; iban: string; bic: string; gross_cents: number; reference: string }) {
  const amount = `EUR${(i.gross_cents / 100).toFixed(2)}`;
  return ['BCD', '002', '1', 'SCT', i.bic, i.name.slice(0, 70), i.iban.replace(/\s+/g, ''), amount, '', i.reference.slice(0, 35), ''].join('\n');
}

export async function invoicePdf(inv: InvoiceRow): Promise<Uint8Array> {
  const doc = inv.document;
  const pdf = await PDFDocument.create();
  const credit = inv.kind === 'credit_note';
  const title = credit ? 'Gutschrift (Rechnungskorrektur)' : 'Rechnung';
  pdf.setTitle(printable(`${title} ${inv.number}`));
  pdf.setAuthor(printable(doc.issuer.name));
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(new Date(inv.issued_at));
  pdf.setModificationDate(new Date(inv.issued_at));
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = (p: PDFPage, s: string, x: number, y: number, f: PDFFont = font, size = 10) =>
    p.drawText(printable(s), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  const right = (p: PDFPage, s: string, xRight: number, y: number, f: PDFFont = font, size = 10) =>
    text(p, s, xRight - f.widthOfTextAtSize(printable(s), size), y, f, size);

  const is = doc.issuer;
  text(page, is.name, 50, 790, bold, 14);
  text(page, `${is.street} · ${is.postal_code} ${is.city}`, 50, 774, font, 9);
  if (is.vat_id) text(page, `USt-IdNr.: ${is.vat_id}`, 50, 762, font, 9);
  if (is.tax_number) text(page, `Steuernummer: ${is.tax_number}`, 250, 762, font, 9);

  const r = doc.recipient;
  let y = 710;
  for (const l of [
    r.name,
    r.contact_name ? `z. Hd. ${r.contact_name}` : null,
    r.street,
    `${r.postal_code} ${r.city}`,
    r.country_code !== 'DE' ? r.country_code : null,
  ]) {
    if (!l) continue;
    text(page, l, 50, y);
    y -= 14;
  }
  if (r.vat_id) text(page, `USt-IdNr. des Empfängers: ${r.vat_id}`, 50, y - 4, font, 9);

  right(page, `${credit ? 'Gutschrift-Nr.' : 'Rechnungsnummer'}: ${inv.number}`, 545, 710, bold);
  right(page, `Rechnungsdatum: ${formatDay(inv.issued_at)}`, 545, 696);
  right(page, `Leistungszeitraum: ${formatDay(inv.period_start)} – ${formatDay(lastDay(new Date(inv.period_end)))}`, 545, 682);
  if (inv.corrects_number) right(page, `Korrigiert Rechnung ${inv.corrects_number}`, 545, 668);

  text(page, title, 50, 600, bold, 16);
  // The table's columns (right edges for the figures) leave each head its width: "Einzelpreis (netto)" at 470 ran
  // into "Menge" at 390 ("MengEinzelpreis", issue #36). The description is cut to the room left of "Menge".
  const COL = { pos: 50, description: 85, quantity: 330, unit: 440, net: 545 } as const;
  y = 570;
  text(page, 'Pos.', COL.pos, y, bold);
  text(page, 'Leistung', COL.description, y, bold);
  right(page, 'Menge', COL.quantity, y, bold);
  right(page, 'Einzelpreis (netto)', COL.unit, y, bold);
  right(page, 'Betrag (netto)', COL.net, y, bold);
  page.drawLine({ start: { x: 50, y: y - 5 }, end: { x: 545, y: y - 5 }, thickness: 0.5 });
  y -= 20;
  const descriptionRoom = COL.quantity - bold.widthOfTextAtSize('Menge', 10) - 12 - COL.description;
  doc.lines.forEach((l, n) => {
    text(page, String(n + 1), COL.pos, y);
    text(page, fit(printable(l.description), font, 10, descriptionRoom), COL.description, y);
    right(page, String(l.quantity), COL.quantity, y);
    right(page, formatEuro(l.unit_net_cents), COL.unit, y);
    right(page, formatEuro(l.net_cents), COL.net, y);
    y -= 16;
  });
  page.drawLine({ start: { x: 300, y: y + 6 }, end: { x: 545, y: y + 6 }, thickness: 0.5 });
  y -= 8;
  for (const [label, cents, f] of [
    ['Summe netto', inv.net_cents, font],
    [`Umsatzsteuer ${inv.vat_rate} %`, inv.vat_cents, font],
    [credit ? 'Gutschriftbetrag brutto' : 'Rechnungsbetrag brutto', inv.gross_cents, bold],
  ] as const) {
    right(page, label, 470, y, f);
    right(page, formatEuro(cents), 545, y, f);
    y -= 16;
  }

  y -= 20;
  const pay =
    inv.kind === 'credit_note'
      ? 'Der Betrag wird dir erstattet.'
      : inv.payment_method === 'sepa' && doc.sepa
        ? `Zahlung per SEPA-Lastschrift (Mandatsreferenz ${doc.sepa.mandate_reference}, Gläubiger-ID ${is.creditor_id}) vom Konto ${doc.sepa.iban_masked}.`
        : `Bitte überweise den Betrag bis zum ${formatDay(inv.due_date)} unter Angabe der Rechnungsnummer.`;
  text(page, `Zahlungsart: ${PAYMENT_LABEL[inv.payment_method]}`, 50, y);
  text(page, pay, 50, y - 14, font, 9);
  text(page, `Bank: ${is.bank} · IBAN ${is.iban} · BIC ${is.bic}`, 50, y - 28, font, 9);
  if (doc.note) text(page, doc.note.slice(0, 110), 50, y - 42, font, 9);

  if (inv.kind === 'invoice' && inv.payment_method === 'invoice' && inv.gross_cents > 0) {
    const png = await QRCode.toBuffer(giroCodePayload({ name: is.name, iban: is.iban, bic: is.bic, gross_cents: inv.gross_cents, reference: inv.number }), {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 240,
    });
    const img = await pdf.embedPng(png);
    page.drawImage(img, { x: 50, y: y - 170, width: 110, height: 110 });
    text(page, 'GiroCode: mit der Banking-App scannen', 170, y - 110, font, 9);
  }
  text(page, `${is.name} · ${is.street}, ${is.postal_code} ${is.city}${is.register ? ` · ${is.register}` : ''}`, 50, 40, font, 7);
  return pdf.save({ useObjectStreams: false });
}
