// /betrieb/abonnements: the business's subscriptions with their period and end, the "Kündigung" button the law
// asks for with online contracts (a confirmation step, then the confirmation by e-mail), and the invoices.
import { formatDateTime, formatDay } from '@oabat/domain/dates';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Card, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { formatEuro, PAYMENT_LABEL, SUBSCRIPTION_STATE_LABEL, TERM_LABEL, grossOf, type TSubscription } from '@oabat/domain/store';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { cancelSubscription, subscriptionsKey, useInvoices, useSubscriptions } from '../api/store.ts';
import { InvoiceTable } from '../../../components/invoice-table.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

/** Ends are exclusive instants: the last day is the day before. */
const lastDay = (iso: string) => formatDay(new Date(new Date(iso).getTime() - 1).toISOString());
const momentDe = (iso: string) => formatDateTime(iso);

/**
 * What a cancellation does, from the server's endIfCancelled (the same function the cancellation runs): the end a
 * cancellation now gives, and while the notice still allows it, until when the current period is the end.
 */
function cancellationPromise(s: TSubscription) {
  const now = new Date(s.ends_if_cancelled_now).getTime() === new Date(s.current_period_end).getTime();
  return now
    ? `Verlängert sich automatisch. Kündigst du bis ${momentDe(s.cancellation_deadline)} Uhr, endet es am ${lastDay(s.current_period_end)}.`
    : `Verlängert sich automatisch. Die Kündigungsfrist für den ${lastDay(s.current_period_end)} ist vorbei: kündigst du jetzt, endet es am ${lastDay(s.ends_if_cancelled_now)}.`;
}

function SubscriptionCard({ s, onCancel }: { s: TSubscription; onCancel: (s: TSubscription) => void }) {
  const open = s.state === 'active' || s.state === 'trial' || s.state === 'scheduled';
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`sub-${s.id}`}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={`sub-${s.id}`}>
          {s.product.name}
        </Title>
        <Badge color={open ? 'green.9' : 'gray.8'} variant="outline">
          {SUBSCRIPTION_STATE_LABEL[s.state]}
        </Badge>
      </Group>
      <Text size="sm">
        {formatEuro(s.price)} netto ({formatEuro(grossOf(s.price))} brutto) {TERM_LABEL[s.term]} · {PAYMENT_LABEL[s.payment_method]}
      </Text>
      <Text size="sm">
        Laufzeit seit {formatDay(s.starts_at)}, aktueller Zeitraum bis {lastDay(s.current_period_end)}
      </Text>
      {s.ends_at ? (
        <Text size="sm" fw={600} data-testid="ends-at">
          Endet am {lastDay(s.ends_at)}
        </Text>
      ) : (
        <Text size="sm" data-testid="cancellation-promise">
          {cancellationPromise(s)}
        </Text>
      )}
      {s.sepa_mandate_reference ? <Text size="sm">Mandatsreferenz {s.sepa_mandate_reference}</Text> : null}
      {open && !s.cancelled_at ? (
        <Group mt="sm">
          <AppButton design="flat" onClick={() => onCancel(s)} aria-label={`Kündigen: ${s.product.name}`}>
            Kündigen
          </AppButton>
        </Group>
      ) : null}
    </Card>
  );
}

export default function SubscriptionsPage() {
  usePageTitle('Abonnements');
  const { user } = useAuth();
  const businessId = user?.business?.id;
  const subs = useSubscriptions(businessId);
  const invoices = useInvoices(businessId);
  const client = useQueryClient();
  const submit = useFormSubmit();
  const ordered = (useLocation().state as { ordered?: string } | null)?.ordered;
  const [confirm, setConfirm] = useState<TSubscription | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function cancelNow() {
    const s = confirm!;
    const res = await submit.run(() => cancelSubscription(businessId!, s.id));
    if (!res) return;
    setConfirm(null);
    setDone(`Gekündigt: ${s.product.name} endet am ${lastDay(res.ends_at!)}. Die Bestätigung kommt per E-Mail.`);
    await client.invalidateQueries({ queryKey: subscriptionsKey(businessId!) });
  }

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Abonnements</Title>
        {ordered ? <Alert color="green">Vielen Dank! {ordered} ist gebucht. Die Bestellbestätigung kommt per E-Mail.</Alert> : null}
        {done ? <Alert color="green">{done}</Alert> : null}
        {subs.error ? <ErrorNotice error={subs.error} /> : null}
        {subs.data && !subs.data.length ? <Text>Du hast noch nichts gebucht.</Text> : null}
        {(subs.data ?? []).map((s) => (
          <SubscriptionCard key={s.id} s={s} onCancel={setConfirm} />
        ))}
        <Group>
          <AppButton component={Link} to="/betrieb/store" design="primary-flat">
            Zum Store
          </AppButton>
        </Group>
        <Title order={2}>Rechnungen</Title>
        {businessId && invoices.data ? <InvoiceTable businessId={businessId} invoices={invoices.data} /> : null}
        <Text size="sm" c="gray.7">
          XRechnung und ZUGFeRD sind elektronische Rechnungen nach EN 16931 für deine Buchhaltung.
        </Text>
      </Stack>
      <Modal opened={!!confirm} onClose={() => setConfirm(null)} title="Abonnement kündigen" closeButtonProps={{ 'aria-label': 'Schließen' }}>
        {confirm ? (
          <Stack>
            <Text>
              Möchtest du {confirm.product.name} kündigen? Es endet am {lastDay(confirm.ends_if_cancelled_now)}, bis dahin bleibt alles freigeschaltet; danach
              verlängert es sich nicht mehr.
            </Text>
            <ErrorNotice error={submit.error} />
            <Group>
              <AppButton onClick={cancelNow} loading={submit.pending}>
                Jetzt kündigen
              </AppButton>
              <AppButton design="flat" onClick={() => setConfirm(null)}>
                Abbrechen
              </AppButton>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Container>
  );
}
