// The admin creates a subscription for a business (02 §7 Admin): product, term, net price (prefilled with the
// product's price for the term), start, optional end, trial days, payment, renewal and the confirmation e-mail; the
// dummy preview shows what the product costs and which billing address the invoice would go to.
import { dayInGermany } from '@oabat/domain/dates';
import { useState, type FormEvent } from 'react';
import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { berlinWallTimeToIso } from '@oabat/domain/events';
import { formatEuro, PAYMENT_LABEL, PAYMENT_METHODS, TERM_LABEL, TERMS, type TPaymentMethod, type TTerm } from '@oabat/domain/store';
import { AppButton } from '../../../components/app-button.tsx';
import { useProducts } from '../../store/api/store.ts';
import { useSubscriptionPreview } from '../api/admin-subscriptions.ts';

const today = () => dayInGermany();
/** A form's day (yyyy-mm-dd) as the instant its Berlin midnight is. */
export const dayToIso = (day: string) => (day ? berlinWallTimeToIso(`${day}T00:00`) : null);

export interface NewSubscription {
  productId: string;
  term: TTerm;
  priceEuro: number | string;
  start: string;
  end: string;
  trial: number | string;
  payment: TPaymentMethod;
  renew: boolean;
  mail: boolean;
}

export function AdminSubscriptionForm({
  businessId,
  pending,
  fields,
  onSubmit,
}: {
  businessId: number;
  pending: boolean;
  fields: Record<string, string>;
  onSubmit: (input: unknown) => Promise<boolean>;
}) {
  const products = useProducts();
  const blank: NewSubscription = {
    productId: '',
    term: 'month',
    priceEuro: '',
    start: today(),
    end: '',
    trial: 0,
    payment: 'invoice',
    renew: true,
    mail: true,
  };
  const [form, setForm] = useState<NewSubscription>(blank);
  const product = products.data?.find((p) => String(p.id) === form.productId);
  const preview = useSubscriptionPreview(businessId, product ? product.id : null);
  const priceOf = (productId: string, term: TTerm) => {
    const p = products.data?.find((x) => String(x.id) === productId)?.prices.find((x) => x.term === term);
    return p ? p.net_cents / 100 : '';
  };
  const set = <K extends keyof NewSubscription>(k: K, v: NewSubscription[K]) => setForm((f) => ({ ...f, [k]: v }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = {
      product_id: Number(form.productId) || 0,
      term: form.term,
      price: typeof form.priceEuro === 'number' ? Math.round(form.priceEuro * 100) : NaN,
      starts_at: dayToIso(form.start) ?? '',
      ends_at: dayToIso(form.end),
      trial_before_start: Number(form.trial) || 0,
      start_new_contract_period: form.renew,
      send_confirmation_mail: form.mail,
      payment_method: form.payment,
    };
    if (await onSubmit(input)) setForm(blank);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Abonnement anlegen">
      <Fieldset legend="Neues Abonnement">
        <Stack gap="sm">
          <Select
            label="Produkt"
            required
            data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={form.productId || null}
            error={fields.product_id}
            onChange={(v) => setForm((f) => ({ ...f, productId: v ?? '', priceEuro: priceOf(v ?? '', f.term) }))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Laufzeit"
              data={TERMS.map((t) => ({ value: t, label: TERM_LABEL[t] }))}
              value={form.term}
              allowDeselect={false}
              error={fields.term}
              onChange={(v) => setForm((f) => ({ ...f, term: (v as TTerm) ?? 'month', priceEuro: priceOf(f.productId, (v as TTerm) ?? 'month') }))}
            />
            <NumberInput
              label="Preis netto in Euro je Zeitraum"
              min={0}
              decimalScale={2}
              decimalSeparator=","
              value={form.priceEuro}
              error={fields.price}
              onChange={(v) => set('priceEuro', v)}
            />
            <TextInput type="date" label="Beginn" required value={form.start} error={fields.starts_at} onChange={(e) => set('start', e.currentTarget.value)} />
            <TextInput
              type="date"
              label="Ende (leer: unbefristet)"
              value={form.end}
              error={fields.ends_at}
              onChange={(e) => set('end', e.currentTarget.value)}
            />
            <NumberInput label="Testphase in Tagen" min={0} max={365} value={form.trial} error={fields.trial_before_start} onChange={(v) => set('trial', v)} />
            <Select
              label="Zahlung"
              data={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_LABEL[m] }))}
              value={form.payment}
              allowDeselect={false}
              onChange={(v) => set('payment', (v as TPaymentMethod) ?? 'invoice')}
            />
          </SimpleGrid>
          <Checkbox label="Verlängert sich automatisch um einen Zeitraum" checked={form.renew} onChange={(e) => set('renew', e.currentTarget.checked)} />
          <Checkbox label="Bestätigung per E-Mail senden" checked={form.mail} onChange={(e) => set('mail', e.currentTarget.checked)} />
          {fields.billing_address ? (
            <Text c="red.8" size="sm">
              {fields.billing_address}
            </Text>
          ) : null}
          {preview.data ? (
            <Text size="sm" data-testid="subscription-preview">
              Vorschau: {formatEuro(preview.data.net_cents)} netto, {formatEuro(preview.data.vat_cents)} USt., {formatEuro(preview.data.gross_cents)} brutto{' '}
              {TERM_LABEL[preview.data.term]}; Kündigungsfrist {preview.data.notice_days} Tage;{' '}
              {preview.data.billing_address
                ? `Rechnung an ${preview.data.billing_address.business_name}, ${preview.data.billing_address.city}`
                : 'noch keine Rechnungsadresse'}
              .
            </Text>
          ) : null}
          <AppButton type="submit" loading={pending}>
            Abonnement anlegen
          </AppButton>
        </Stack>
      </Fieldset>
    </form>
  );
}
