// The business's invoices and credit notes with their downloads: PDF, XRechnung (XML) and ZUGFeRD (PDF with XML).
import { formatDay } from '@oabat/domain/dates';
import { useState } from 'react';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatEuro, type TInvoice } from '@oabat/domain/store';
import { AppButton } from './app-button.tsx';
import { downloadInvoice, type InvoiceFormat } from '../features/store/api/store.ts';
import { ErrorNotice } from './error-notice.tsx';

const label = (inv: TInvoice) => (inv.kind === 'credit_note' ? `Gutschrift ${inv.number} (zu ${inv.corrects_number})` : inv.number);
const period = (inv: TInvoice) => `${formatDay(inv.period_start)} – ${formatDay(new Date(new Date(inv.period_end).getTime() - 1).toISOString())}`;

function Downloads({ inv, get }: { inv: TInvoice; get: (inv: TInvoice, f: InvoiceFormat) => unknown }) {
  return (
    <Group gap="xs" mt={4}>
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
  );
}

export function InvoiceTable({ businessId, invoices }: { businessId: number; invoices: TInvoice[] }) {
  const [error, setError] = useState<string | null>(null);
  const get = (inv: TInvoice, f: InvoiceFormat) => downloadInvoice(businessId, inv, f).catch((err: Error) => setError(err.message));
  if (!invoices.length) return <Text>Noch keine Rechnungen.</Text>;
  return (
    <>
      <ErrorNotice error={error} />
      {/* On a phone (390 px) the table hid gross and downloads off screen (issue #36): each invoice is a card there. */}
      <Stack gap="xs" hiddenFrom="sm">
        {invoices.map((inv) => (
          <Card key={inv.id} withBorder padding="sm" component="article" aria-label={`Rechnung ${inv.number}`}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {label(inv)}
              </Text>
              <Text fw={600}>{formatEuro(inv.gross_cents)}</Text>
            </Group>
            <Text size="sm">
              {formatDay(inv.issued_at)} · {period(inv)}
            </Text>
            <Downloads inv={inv} get={get} />
          </Card>
        ))}
      </Stack>
      <Table visibleFrom="sm">
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
              <Table.Td>{label(inv)}</Table.Td>
              <Table.Td>{formatDay(inv.issued_at)}</Table.Td>
              <Table.Td>{period(inv)}</Table.Td>
              <Table.Td>{formatEuro(inv.gross_cents)}</Table.Td>
              <Table.Td>
                <Downloads inv={inv} get={get} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
