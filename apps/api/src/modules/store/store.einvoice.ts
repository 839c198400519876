// EN 16931 e-invoices through @e-invoice-eu/core: XRechnung (CII syntax) as XML and Factur-X/ZUGFeRD
// (EN16931 profile) as a PDF/A-3 with the XML inside. The library checks the data against its EN 16931
// JSON schema before it writes anything; a violation throws.
import { dayInGermany } from '@oabat/domain/dates';
import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { lastDay } from './store.pdf.ts';
import type { InvoiceRow } from './store.repository.ts';

// The day in Germany: a period starts at Berlin midnight, which is 23:00 UTC of the day before.
const day = (d: Date | string) => dayInGermany(d);
const money = (cents: number) => (cents / 100).toFixed(2);
const amount = (key: string, cents: number) => ({ [key]: money(cents), [`${key}@currencyID`]: 'EUR' });
const VAT19 = (rate: number) => ({ 'cbc:ID': 'S', 'cbc:Percent': String(rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });
// The demo operator's VAT id carries a note in brackets; the e-invoice wants the bare id.
const bareId = (v: string | null | undefined) => (v ? v.replace(/\s*\(.*\)\s*$/, '').trim() : '');

const silent = { error: () => {}, warn: () => {}, log: () => {} };

/** The invoice in the library's UBL-shaped JSON (business terms BT-x of EN 16931). */
export function invoiceData(inv: InvoiceRow) {
  const d = inv.document;
  const credit = inv.kind === 'credit_note';
  const party = (p: typeof d.recipient, endpoint: string) => ({
    'cbc:EndpointID': endpoint,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PartyName': { 'cbc:Name': p.name },
    'cac:PostalAddress': {
      'cbc:StreetName': p.street,
      'cbc:CityName': p.city,
      'cbc:PostalZone': p.postal_code,
      'cac:Country': { 'cbc:IdentificationCode': p.country_code || 'DE' },
    },
    ...(bareId(p.vat_id) ? { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': bareId(p.vat_id), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] } : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': p.name },
    ...(p.contact_name || p.email ? { 'cac:Contact': { 'cbc:Name': p.contact_name ?? p.name, 'cbc:ElectronicMail': p.email ?? endpoint } } : {}),
  });
  const sign = credit ? -1 : 1;
  const lines = d.lines.map((l, n) => ({
    'cbc:ID': String(n + 1),
    'cbc:InvoicedQuantity': String(l.quantity * sign),
    'cbc:InvoicedQuantity@unitCode': 'C62',
    ...amount('cbc:LineExtensionAmount', l.net_cents * sign),
    'cac:Item': { 'cbc:Name': l.description, 'cac:ClassifiedTaxCategory': VAT19(inv.vat_rate) },
    'cac:Price': amount('cbc:PriceAmount', l.unit_net_cents),
  }));
  // SEPA direct debit (BG-19): the mandate (BT-89), the debited account in full (BT-91; the masked one shortened it to
  // "DE893000") and the creditor id (BT-90, rule BR-DE-30) as the payee's identifier with scheme SEPA.
  const debit = inv.payment_method === 'sepa' && d.sepa;
  const pay = debit
    ? {
        'cbc:PaymentMeansCode': '59',
        'cac:PaymentMandate': { 'cbc:ID': d.sepa!.mandate_reference, 'cac:PayerFinancialAccount': { 'cbc:ID': d.sepa!.iban ?? '' } },
      }
    : {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': inv.number,
        'cac:PayeeFinancialAccount': { 'cbc:ID': d.issuer.iban.replace(/\s+/g, ''), 'cbc:Name': d.issuer.name },
      };
  return {
    'ubl:Invoice': {
      'cbc:ID': inv.number,
      'cbc:IssueDate': day(inv.issued_at),
      'cbc:DueDate': inv.due_date,
      'cbc:InvoiceTypeCode': credit ? '384' : '380',
      'cbc:Note': [
        credit
          ? `Korrektur der Rechnung ${inv.corrects_number ?? ''}`.trim()
          : `Leistungszeitraum ${day(inv.period_start)} bis ${day(lastDay(inv.period_end))}`,
      ],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': `Kunde ${inv.business_id}`,
      'cac:InvoicePeriod': { 'cbc:StartDate': day(inv.period_start), 'cbc:EndDate': day(lastDay(inv.period_end)) },
      ...(credit && inv.corrects_number ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': inv.corrects_number } }] } : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...party(d.issuer, d.issuer.email ?? 'rechnung@oabat.example'),
          'cac:Contact': { 'cbc:Name': d.issuer.contact_name ?? d.issuer.name, 'cbc:Telephone': '+49 851 000000', 'cbc:ElectronicMail': d.issuer.email ?? '' },
        },
      },
      'cac:AccountingCustomerParty': { 'cac:Party': party(d.recipient, d.recipient.email ?? 'rechnung@example.org') },
      ...(debit
        ? {
            'cac:PayeeParty': {
              'cac:PartyIdentification': { 'cbc:ID': d.issuer.creditor_id, 'cbc:ID@schemeID': 'SEPA' },
              'cac:PartyName': { 'cbc:Name': d.issuer.name },
            },
          }
        : {}),
      'cac:PaymentMeans': [pay],
      'cac:PaymentTerms': { 'cbc:Note': credit ? 'Der Betrag wird erstattet.' : `Zahlbar ohne Abzug bis ${inv.due_date}.` },
      'cac:TaxTotal': [
        {
          ...amount('cbc:TaxAmount', inv.vat_cents * sign),
          'cac:TaxSubtotal': [
            { ...amount('cbc:TaxableAmount', inv.net_cents * sign), ...amount('cbc:TaxAmount', inv.vat_cents * sign), 'cac:TaxCategory': VAT19(inv.vat_rate) },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...amount('cbc:LineExtensionAmount', inv.net_cents * sign),
        ...amount('cbc:TaxExclusiveAmount', inv.net_cents * sign),
        ...amount('cbc:TaxInclusiveAmount', inv.gross_cents * sign),
        ...amount('cbc:PayableAmount', inv.gross_cents * sign),
      },
      'cac:InvoiceLine': lines,
    },
  };
}

const service = new InvoiceService(silent);

/** XRechnung in CII syntax (XML text). */
export async function xrechnungXml(inv: InvoiceRow): Promise<string> {
  const out = await service.generate(invoiceData(inv) as unknown as Invoice, { format: 'XRECHNUNG-CII', lang: 'de' });
  return typeof out === 'string' ? out : Buffer.from(out).toString('utf8');
}

/** Factur-X / ZUGFeRD (EN16931 profile): the human-readable PDF with the XML embedded. */
export async function facturXPdf(inv: InvoiceRow, pdf: Uint8Array): Promise<Uint8Array> {
  const out = await service.generate(invoiceData(inv) as unknown as Invoice, {
    format: 'Factur-X-EN16931',
    lang: 'de',
    pdf: { buffer: pdf, filename: `${inv.number}.pdf`, mimetype: 'application/pdf' },
  });
  return typeof out === 'string' ? Buffer.from(out) : out;
}
