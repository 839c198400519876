// The business's invoices and credit notes with their downloads: PDF, XRechnung (XML) and ZUGFeRD (PDF with XML).
import { useState } from 'react';
import { Alert, Group, Table, Text } from '@mantine/core';
import { formatEuro, type TInvoice } from '@oabat/domain/store';
import { AppButton } from '../../../components/app-button.tsx';
import { downloadInvoice, type InvoiceFormat } from '../api/store.ts';

const dateDe = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });

export function InvoiceTable({ businessId, invoices }: { businessId: number; invoices: TInvoice[] }) {
  const [error, setError] = useState<string | null>(null);
  const get = (inv: TInvoice, f: InvoiceFormat) => downloadInvoice(businessId, inv, f).catch((err: Error) => setError(err.message));
  if (!invoices.length) return <Text>Noch keine Rechnungen.</Text>;
  return (
    <>
      {error ? <Alert color="red">{error}</Alert> : null}
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nummer</Table.Th>
              <Table.Th>Datum</Table.Th>
              <Table.Th>Zeitraum</Table.Th>
              <Table.Th>Brutto</Table.Th>
              <Table.Th>Herunterladen</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((inv) => (
              <Table.Tr key={inv.id}>
                <Table.Td>{inv.kind === 'credit_note' ? `Gutschrift ${inv.number} (zu ${inv.corrects_number})` : inv.number}</Table.Td>
                <Table.Td>{dateDe(inv.issued_at)}</Table.Td>
                <Table.Td>
                  {dateDe(inv.period_start)} – {dateDe(new Date(new Date(inv.period_end).getTime() - 1).toISOString())}
                </Table.Td>
                <Table.Td>{formatEuro(inv.gross_cents)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <AppButton size="small" design="primary-flat" onClick={() => get(inv, 'pdf')} aria-label={`PDF: Rechnung ${inv.number}`}>
                      PDF
                    </AppButton>
                    <AppButton size="small" design="flat" onClick={() => get(inv, 'xrechnung')} aria-label={`XRechnung: Rechnung ${inv.number}`}>
                      XRechnung
                    </AppButton>
                    <AppButton size="small" design="flat" onClick={() => get(inv, 'facturx')} aria-label={`ZUGFeRD: Rechnung ${inv.number}`}>
                      ZUGFeRD
                    </AppButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
