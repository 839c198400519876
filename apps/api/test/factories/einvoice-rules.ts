// Checks for tests of the store's documents as a reader meets them.
// 1. The XRechnung (CII) against the rules of the XRechnung standard 3.0 (KoSIT) and EN 16931 that our invoices touch,
//    encoded here because no schematron processor runs in the tests: BR-DE-1..9, 14, 15, 16, 21, 23 (transfer), 30/31
//    (direct debit: creditor id BT-90, debited account BT-91), valid IBANs, and the totals BR-CO-10/13/15/16.
// 2. The invoice PDF's text runs (pdf-lib writes `x y Tm <hex> Tj`), so a test sees where the words are drawn.
import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { isValidIban } from '@oabat/domain/store';

const all = (xml: string, path: string) => [...xml.matchAll(new RegExp(`<${path}(?:\\s[^>]*)?>([^<]*)</${path}>`, 'g'))].map((m) => m[1].trim());
const one = (xml: string, path: string) => all(xml, path)[0];
const block = (xml: string, tag: string) => xml.match(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`))?.[1] ?? '';
const cents = (v: string | undefined) => (v === undefined ? NaN : Math.round(Number(v) * 100));

export function xrechnungViolations(xml: string): string[] {
  const v: string[] = [];
  const need = (ok: unknown, rule: string) => {
    if (!ok) v.push(rule);
  };
  need(
    one(block(xml, 'ram:GuidelineSpecifiedDocumentContextParameter'), 'ram:ID') === 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    'BR-DE-21 Spezifikationskennung',
  );
  need(one(xml, 'ram:BuyerReference'), 'BR-DE-15 Leitweg-ID/Käuferreferenz (BT-10)');
  const seller = block(xml, 'ram:SellerTradeParty');
  const buyer = block(xml, 'ram:BuyerTradeParty');
  const contact = block(seller, 'ram:DefinedTradeContact');
  need(contact, 'BR-DE-2 Kontakt des Verkäufers (BG-6)');
  need(one(contact, 'ram:PersonName'), 'BR-DE-5 Kontaktname (BT-41)');
  need(one(block(contact, 'ram:TelephoneUniversalCommunication'), 'ram:CompleteNumber'), 'BR-DE-6 Telefon (BT-42)');
  need(one(block(contact, 'ram:EmailURIUniversalCommunication'), 'ram:URIID'), 'BR-DE-7 E-Mail (BT-43)');
  need(one(block(seller, 'ram:PostalTradeAddress'), 'ram:CityName'), 'BR-DE-3 Ort des Verkäufers (BT-37)');
  need(one(block(seller, 'ram:PostalTradeAddress'), 'ram:PostcodeCode'), 'BR-DE-4 PLZ des Verkäufers (BT-38)');
  need(one(block(buyer, 'ram:PostalTradeAddress'), 'ram:CityName'), 'BR-DE-8 Ort des Käufers (BT-52)');
  need(one(block(buyer, 'ram:PostalTradeAddress'), 'ram:PostcodeCode'), 'BR-DE-9 PLZ des Käufers (BT-53)');
  need(all(block(seller, 'ram:SpecifiedTaxRegistration'), 'ram:ID').length, 'BR-DE-16 USt-IdNr. oder Steuernummer des Verkäufers');
  const settlement = block(xml, 'ram:ApplicableHeaderTradeSettlement');
  const means = block(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans');
  need(means, 'BR-DE-1 Zahlungsanweisungen (BG-16)');
  need(all(block(settlement, 'ram:ApplicableTradeTax'), 'ram:RateApplicablePercent').length, 'BR-DE-14 Umsatzsteuersatz (BT-119)');
  const code = one(means, 'ram:TypeCode');
  if (code === '58' || code === '30') {
    const iban = one(block(means, 'ram:PayeePartyCreditorFinancialAccount'), 'ram:IBANID');
    need(iban, 'BR-DE-23-a IBAN des Zahlungsempfängers (BT-84)');
    need(!iban || isValidIban(iban), 'IBAN des Zahlungsempfängers (BT-84) gültig');
  }
  if (code === '59') {
    need(one(settlement, 'ram:CreditorReferenceID'), 'BR-DE-30 Gläubiger-ID (BT-90)');
    const debited = one(block(means, 'ram:PayerPartyDebtorFinancialAccount'), 'ram:IBANID');
    need(debited, 'BR-DE-31 belastetes Konto (BT-91)');
    need(!debited || isValidIban(debited), 'belastetes Konto (BT-91) ist eine gültige IBAN');
    need(one(block(settlement, 'ram:SpecifiedTradePaymentTerms'), 'ram:DirectDebitMandateID'), 'BR-DE-29/BT-89 Mandatsreferenz');
  }
  const sums = block(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const lines = all(block(xml, 'rsm:SupplyChainTradeTransaction'), 'ram:LineTotalAmount');
  // The header's LineTotalAmount is the last one; the others are the lines' (BR-CO-10).
  const lineSum = lines.slice(0, -1).reduce((s, x) => s + cents(x), 0);
  need(lineSum === cents(one(sums, 'ram:LineTotalAmount')), 'BR-CO-10 Summe der Positionen');
  need(cents(one(sums, 'ram:TaxBasisTotalAmount')) === cents(one(sums, 'ram:LineTotalAmount')), 'BR-CO-13 Summe ohne Umsatzsteuer');
  need(
    cents(one(sums, 'ram:GrandTotalAmount')) === cents(one(sums, 'ram:TaxBasisTotalAmount')) + cents(one(sums, 'ram:TaxTotalAmount')),
    'BR-CO-15 Summe mit Umsatzsteuer',
  );
  need(cents(one(sums, 'ram:DuePayableAmount')) === cents(one(sums, 'ram:GrandTotalAmount')), 'BR-CO-16 fälliger Betrag');
  return v;
}

export interface TextRun {
  x: number;
  y: number;
  text: string;
  size: number;
  bold: boolean;
}

// The standard fonts' text is WinAnsi (windows-1252): 0x80 is "€".
const winAnsi = new TextDecoder('windows-1252');

/** The text runs of a PDF pdf-lib wrote (uncompressed objects, Flate content streams). */
export function pdfTextRuns(pdf: Uint8Array): TextRun[] {
  const s = Buffer.from(pdf).toString('latin1');
  const runs: TextRun[] = [];
  for (const m of s.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const bt of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const font = bt[1].match(/\/(\S+) ([\d.]+) Tf/);
      const at = bt[1].match(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm/);
      const hex = bt[1].match(/<([0-9A-Fa-f]*)> Tj/);
      if (!font || !at || !hex) continue;
      runs.push({
        x: Number(at[1]),
        y: Number(at[2]),
        size: Number(font[2]),
        bold: font[1].includes('Bold'),
        text: winAnsi.decode(Buffer.from(hex[1], 'hex')),
      });
    }
  }
  return runs;
}

/** Pairs of runs on one line whose boxes overlap (with `gap` points between them required). */
export async function overlappingRuns(runs: TextRun[], gap = 4): Promise<string[]> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = (r: TextRun) => (r.bold ? bold : regular).widthOfTextAtSize(r.text, r.size);
  const found: string[] = [];
  const byLine = new Map<number, TextRun[]>();
  for (const r of runs) byLine.set(r.y, [...(byLine.get(r.y) ?? []), r]);
  for (const line of byLine.values()) {
    const sorted = [...line].sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i - 1].x + width(sorted[i - 1]) + gap > sorted[i].x) found.push(`${sorted[i - 1].text} | ${sorted[i].text}`);
  }
  return found;
}
