// The e-invoice against the EN 16931 rules @e-invoice-eu/core ships (its JSON schema of business terms and code
// lists, checked before any XML is written): our invoices pass, broken data is refused.
import { describe, expect, it } from 'vitest';
import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { facturXPdf, invoiceData, xrechnungXml } from './store.einvoice.ts';
import { giroCodePayload, invoicePdf } from './store.pdf.ts';
import type { InvoiceRow } from './store.repository.ts';
import { overlappingRuns, pdfTextRuns, xrechnungViolations } from '../../../test/factories/einvoice-rules.ts';

const row: InvoiceRow = {
  id: 1,
  number: 'RE-2026-000042',
  kind: 'invoice',
  business_id: 7,
  subscription_id: 3,
  corrects_invoice_id: null,
  corrects_number: null,
  issued_at: new Date('2026-11-25T10:00:00Z'),
  period_start: new Date('2026-11-25T10:00:00Z'),
  period_end: new Date('2026-12-25T10:00:00Z'),
  net_cents: 4900,
  vat_rate: 19,
  vat_cents: 931,
  gross_cents: 5831,
  payment_method: 'invoice',
  due_date: '2026-12-09',
  document: {
    issuer: {
      name: 'Oabat GmbH',
      street: 'Musterstraße 1',
      postal_code: '94032',
      city: 'Passau',
      country_code: 'DE',
      contact_name: 'Max Mustermann',
      email: 'rechnung@oabat.example',
      vat_id: 'DE123456789',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bank: 'Demo-Bank',
      creditor_id: 'DE98ZZZ09999999999',
    },
    recipient: {
      name: 'Bäckerei Huber GmbH',
      street: 'Hauptstraße 1',
      postal_code: '94032',
      city: 'Passau',
      country_code: 'DE',
      email: 'rechnung@huber.example',
    },
    lines: [{ description: 'Premium (monatlich)', quantity: 1, unit_net_cents: 4900, net_cents: 4900 }],
  },
};

describe('e-invoice', () => {
  it('writes XRechnung CII with the §14 UStG fields', async () => {
    const xml = await xrechnungXml(row);
    for (const part of [
      'RE-2026-000042',
      '20261125',
      'Bäckerei Huber GmbH',
      'DE123456789',
      '49.00',
      '9.31',
      '58.31',
      'DE89370400440532013000',
      '<ram:RateApplicablePercent>19',
    ])
      expect(xml).toContain(part);
  });

  it('dates the invoice and its period by the day in Germany, as the PDF does', async () => {
    // A month that starts at Berlin midnight starts at 23:00 UTC of the day before.
    const berlin = {
      ...row,
      issued_at: new Date('2026-11-30T23:30:00Z'),
      period_start: new Date('2026-11-30T23:00:00Z'),
      period_end: new Date('2026-12-31T23:00:00Z'),
    };
    const invoice = invoiceData(berlin) as { 'ubl:Invoice': Record<string, unknown> };
    expect(invoice['ubl:Invoice']['cbc:IssueDate']).toBe('2026-12-01');
    expect(invoice['ubl:Invoice']['cac:InvoicePeriod']).toEqual({ 'cbc:StartDate': '2026-12-01', 'cbc:EndDate': '2026-12-31' });
  });

  it('embeds the XML in the PDF for ZUGFeRD / Factur-X', async () => {
    const pdf = Buffer.from(await facturXPdf(row, await invoicePdf(row)));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('factur-x.xml'))).toBe(true);
  });

  it('refuses data that breaks the EN 16931 rules (unknown country code, missing invoice number)', async () => {
    const service = new InvoiceService({ log: () => {}, warn: () => {}, error: () => {} });
    const bad = invoiceData({ ...row, document: { ...row.document, recipient: { ...row.document.recipient, country_code: 'XY' } } });
    await expect(service.generate(bad as unknown as Invoice, { format: 'XRECHNUNG-CII', lang: 'de' })).rejects.toThrow();
    const noId = invoiceData(row) as { 'ubl:Invoice': Record<string, unknown> };
    delete noId['ubl:Invoice']['cbc:ID'];
    await expect(service.generate(noId as unknown as Invoice, { format: 'XRECHNUNG-CII', lang: 'de' })).rejects.toThrow();
  });

  it('builds the GiroCode payload of EPC069-12', () => {
    expect(
      giroCodePayload({ name: 'Oabat GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', gross_cents: 5831, reference: 'RE-2026-000042' }).split(
        '\n',
      ),
    ).toEqual(['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Oabat GmbH', 'DE89370400440532013000', 'EUR58.31', '', 'RE-2026-000042', '']);
  });

  const sepa: InvoiceRow = {
    ...row,
    payment_method: 'sepa',
    document: {
      ...row.document,
      sepa: { mandate_reference: 'OABAT-7-3', mandate_date: '2026-11-25T10:00:00Z', iban_masked: 'DE89 **** 3000', iban: 'DE89370400440532013000' },
    },
  };
  const credit: InvoiceRow = { ...row, kind: 'credit_note', number: 'GS-2026-000001', corrects_number: 'RE-2026-000042' };

  it('passes the XRechnung rules for transfer, SEPA direct debit and credit note (issue #36)', async () => {
    for (const inv of [row, sepa, credit]) expect(await xrechnungViolations(await xrechnungXml(inv)), inv.payment_method).toEqual([]);
    const xml = await xrechnungXml(sepa);
    expect(xml).toContain('<ram:CreditorReferenceID>DE98ZZZ09999999999</ram:CreditorReferenceID>');
    expect(xml).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
  });

  it('the rules catch what was wrong: a shortened debited IBAN and no creditor id', () => {
    const broken = (xml: string) =>
      xml
        .replace(/<ram:CreditorReferenceID>[^<]*<\/ram:CreditorReferenceID>/, '')
        .replace('<ram:IBANID>DE89370400440532013000</ram:IBANID>', '<ram:IBANID>DE893000</ram:IBANID>');
    return xrechnungXml(sepa).then((xml) =>
      expect(xrechnungViolations(broken(xml))).toEqual(['BR-DE-30 Gläubiger-ID (BT-90)', 'belastetes Konto (BT-91) ist eine gültige IBAN']),
    );
  });

  it('draws the invoice table without overlapping words, also with a long description', async () => {
    const long: InvoiceRow = {
      ...row,
      document: {
        ...row.document,
        lines: [
          { description: 'Zusätzliche Stellen für die Ausbildungssuche im ganzen Landkreis (jährlich)', quantity: 1, unit_net_cents: 4900, net_cents: 4900 },
        ],
      },
    };
    for (const inv of [row, long, sepa]) {
      const runs = pdfTextRuns(await invoicePdf(inv));
      expect(runs.map((r) => r.text)).toContain('Einzelpreis (netto)');
      expect(await overlappingRuns(runs)).toEqual([]);
    }
  });
});
