// One business opened from /admin/abonnements: its subscriptions (change price, end and renewal; delete, with a
// second click to confirm), a new one (admin-subscription-form.tsx), and its invoices with their files.
import { formatDay } from '@oabat/domain/dates';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Card, Checkbox, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { isoToBerlinWallTime } from '@oabat/domain/events';
import {
  formatEuro,
  PAYMENT_LABEL,
  SUBSCRIPTION_STATE_LABEL,
  TERM_LABEL,
  ZAdminSubscriptionInput,
  ZAdminSubscriptionUpdate,
  type TSubscription,
} from '@oabat/domain/store';
import { AppButton } from '../../../components/app-button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { subscriptionsKey, useSubscriptions } from '../../store/api/store.ts';
import { InvoiceTable } from '../../../components/invoice-table.tsx';
import { createAdminSubscription, crmInvoicesKey, deleteAdminSubscription, updateAdminSubscription, useCrmInvoices } from '../api/admin-subscriptions.ts';
import { adminBusinessesKey } from '../api/admin-businesses.ts';
import { AdminSubscriptionForm, dayToIso } from './admin-subscription-form.tsx';
import { PanelFeedback } from './admin-panel-parts.tsx';
import { Loading } from '../../../components/loading.tsx';

/** Ends are exclusive instants: the form shows the last day, which is the day before. */
const lastDayInput = (iso: string | null) => (iso ? isoToBerlinWallTime(new Date(new Date(iso).getTime() - 1).toISOString()).slice(0, 10) : '');
const dayAfter = (day: string) => {
  if (!day) return null;
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return dayToIso(d.toISOString().slice(0, 10));
};

function SubscriptionRow({ s, onSave, onDelete, pending }: { s: TSubscription; onSave: (input: unknown) => void; onDelete: () => void; pending: boolean }) {
  const [price, setPrice] = useState<number | string>(s.price / 100);
  const [end, setEnd] = useState(lastDayInput(s.ends_at));
  const [renew, setRenew] = useState(s.start_new_contract_period);
  const [confirm, setConfirm] = useState(false);
  const label = `${s.product.name} (${formatDay(s.starts_at)})`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={label}>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {s.product.name}
        </Title>
        <Badge variant="outline" color="gray.8">
          {SUBSCRIPTION_STATE_LABEL[s.state]}
        </Badge>
      </Group>
      <Text size="sm">
        {formatEuro(s.price)} netto {TERM_LABEL[s.term]} · {PAYMENT_LABEL[s.payment_method]} · seit {formatDay(s.starts_at)}, Zeitraum bis{' '}
        {formatDay(new Date(new Date(s.current_period_end).getTime() - 1).toISOString())}
      </Text>
      <Group align="flex-end" mt="xs" gap="sm">
        <NumberInput label="Preis netto (Euro)" min={0} decimalScale={2} decimalSeparator="," w={150} value={price} onChange={setPrice} />
        <TextInput type="date" label="Letzter Tag" w={170} value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        <Checkbox label="Verlängert sich" checked={renew} onChange={(e) => setRenew(e.currentTarget.checked)} />
      </Group>
      <Group mt="xs" gap="xs">
        <AppButton
          size="small"
          loading={pending}
          aria-label={`Speichern: ${label}`}
          onClick={() => onSave({ price: typeof price === 'number' ? Math.round(price * 100) : NaN, ends_at: dayAfter(end), start_new_contract_period: renew })}
        >
          Speichern
        </AppButton>
        {confirm ? (
          <AppButton size="small" design="flat" onClick={onDelete} aria-label={`Wirklich löschen: ${label}`}>
            Wirklich löschen
          </AppButton>
        ) : (
          <AppButton size="small" design="flat" onClick={() => setConfirm(true)} aria-label={`Löschen: ${label}`}>
            Löschen
          </AppButton>
        )}
      </Group>
    </Card>
  );
}

export function AdminSubscriptionPanel({ businessId }: { businessId: number }) {
  const queryClient = useQueryClient();
  const submit = useFormSubmit();
  const [saved, setSaved] = useState<string | null>(null);
  const subs = useSubscriptions(businessId);
  const invoices = useCrmInvoices(businessId);

  async function after<T>(result: T | undefined, message: string) {
    if (result === undefined) return false;
    // Creating bills the first period and changes what the business may do: the lists and the business reload.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionsKey(businessId) }),
      queryClient.invalidateQueries({ queryKey: crmInvoicesKey(businessId) }),
      queryClient.invalidateQueries({ queryKey: adminBusinessesKey }),
    ]);
    setSaved(message);
    return true;
  }
  const create = async (input: unknown) => {
    setSaved(null);
    return after(await submit.runChecked(ZAdminSubscriptionInput, input, (v) => createAdminSubscription(businessId, v)), 'Das Abonnement wurde angelegt.');
  };
  const save = async (s: TSubscription, input: unknown) => {
    setSaved(null);
    await after(
      await submit.runChecked(ZAdminSubscriptionUpdate, input, (v) => updateAdminSubscription(businessId, s.id, v)),
      'Das Abonnement wurde geändert.',
    );
  };
  const remove = async (s: TSubscription) => {
    setSaved(null);
    await after(await submit.run(() => deleteAdminSubscription(businessId, s.id).then(() => true)), 'Das Abonnement wurde gelöscht.');
  };

  return (
    <Stack gap="md">
      <PanelFeedback error={submit.error} saved={saved} />
      <Title order={2} size="h4">
        Abonnements
      </Title>
      {subs.data?.length ? (
        subs.data.map((s) => <SubscriptionRow key={s.id} s={s} pending={submit.pending} onSave={(i) => save(s, i)} onDelete={() => remove(s)} />)
      ) : subs.data ? (
        <Text>Dieser Betrieb hat keine Abonnements.</Text>
      ) : (
        <Loading />
      )}
      <AdminSubscriptionForm businessId={businessId} pending={submit.pending} fields={submit.fields} onSubmit={create} />
      <Title order={2} size="h4">
        Rechnungen
      </Title>
      {invoices.data ? <InvoiceTable businessId={businessId} invoices={invoices.data.data} /> : <Loading />}
    </Stack>
  );
}
