// /betrieb/store/kasse?produkt={slug}: term, billing address, payment by invoice or SEPA mandate, the AGB and the
// price (net, VAT, gross) as the server computed it. One idempotency key per visit: a double click buys once.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Card, Checkbox, Container, Group, NativeSelect, Radio, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZBillingAddress } from '@oabat/domain/businesses';
import { formatEuro, TERM_LABEL, ZBuyInput, type TPaymentMethod, type TTerm } from '@oabat/domain/store';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { buyProduct, saveBilling, useBilling, useCatalogue } from '../api/store.ts';
import { BillingFields, emptyBilling, type BillingForm } from '../components/billing-fields.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9]/g, '');

export default function CheckoutPage() {
  usePageTitle('Kasse');
  const { user } = useAuth();
  const businessId = user?.business?.id;
  const [params, setParams] = useSearchParams();
  const catalogue = useCatalogue();
  const billing = useBilling(businessId);
  const navigate = useNavigate();
  const client = useQueryClient();
  const submit = useFormSubmit();
  const [key] = useState(newKey);
  const [term, setTerm] = useState<TTerm>('month');
  const [method, setMethod] = useState<TPaymentMethod>('invoice');
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [accept, setAccept] = useState(false);
  const [address, setAddress] = useState<BillingForm | null>(null);
  useEffect(() => {
    if (billing.isSuccess && address === null) setAddress(emptyBilling(billing.data, user?.business?.name ?? ''));
  }, [billing.isSuccess, billing.data, address, user]);

  const products = catalogue.data?.data ?? [];
  const product = products.find((p) => p.slug === params.get('produkt')) ?? products[0];
  const price = useMemo(() => product?.prices.find((p) => p.term === term) ?? product?.prices[0], [product, term]);
  if (catalogue.error) return <ErrorNotice error={catalogue.error} />;
  if (!product || !price || !address || !businessId) return null;

  async function order() {
    const checkedAddress = ZBillingAddress.safeParse(address);
    if (!checkedAddress.success) {
      await submit.runChecked(ZBillingAddress, address, async () => undefined);
      return;
    }
    const body = {
      business_id: businessId,
      term: price!.term,
      payment_method: method,
      ...(method === 'sepa' ? { iban, account_holder: holder } : {}),
      accept_terms: accept,
      expected_gross_cents: price!.gross_cents,
      idempotency_key: key,
    };
    const done = await submit.runChecked(ZBuyInput, body, async (valid) => {
      await saveBilling(businessId!, checkedAddress.data);
      return buyProduct(product!.id, valid);
    });
    if (!done) return;
    await client.invalidateQueries({ queryKey: ['store-products'] });
    navigate('/betrieb/abonnements', { state: { ordered: product!.name } });
  }

  const e = submit.fields;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>Kasse</Title>
        <NativeSelect
          label="Produkt"
          value={product.slug}
          onChange={(ev) => setParams({ produkt: ev.currentTarget.value }, { replace: true })}
          data={products.map((p) => ({ value: p.slug, label: p.name }))}
        />
        {product.prices.length > 1 ? (
          <div>
            <Text fw={500} size="sm" id="term-label">
              Laufzeit
            </Text>
            <SegmentedControl
              aria-labelledby="term-label"
              value={price.term}
              onChange={(v) => setTerm(v as TTerm)}
              data={product.prices.map((p) => ({ value: p.term, label: p.term === 'month' ? '1 Monat' : '12 Monate' }))}
            />
          </div>
        ) : null}
        <Card withBorder padding="md" aria-labelledby="summary-title">
          <Title order={2} size="h4" id="summary-title">
            Deine Bestellung
          </Title>
          <Text>
            {product.name}, {TERM_LABEL[price.term]}, verlängert sich automatisch um die Laufzeit. Kündigungsfrist {product.notice_days} Tage zum Laufzeitende.
          </Text>
          <Group justify="space-between" mt="xs">
            <Text>Preis netto</Text>
            <Text>{formatEuro(price.net_cents)}</Text>
          </Group>
          <Group justify="space-between">
            <Text>zzgl. {price.vat_rate} % Umsatzsteuer</Text>
            <Text>{formatEuro(price.vat_cents)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>Gesamt brutto je Laufzeit</Text>
            <Text fw={700} data-testid="gross">
              {formatEuro(price.gross_cents)}
            </Text>
          </Group>
        </Card>

        <Title order={2} size="h3">
          Rechnungsadresse
        </Title>
        <BillingFields
          value={address}
          onChange={(next) => {
            for (const k of Object.keys(next) as (keyof BillingForm)[]) if (next[k] !== address[k]) submit.clearField(k);
            setAddress(next);
          }}
          errors={e}
        />
        {e.billing_address ? <Text c="red.8">{e.billing_address}</Text> : null}

        <Radio.Group label="Zahlungsart" value={method} onChange={(v) => setMethod(v as TPaymentMethod)}>
          <Stack gap="xs" mt="xs">
            <Radio value="invoice" label="Rechnung (Überweisung innerhalb von 14 Tagen)" />
            <Radio value="sepa" label="SEPA-Lastschrift" />
          </Stack>
        </Radio.Group>
        {method === 'sepa' ? (
          <Stack gap="xs">
            <TextInput
              label="Kontoinhaber"
              required
              maxLength={120}
              value={holder}
              error={e.account_holder}
              onChange={(ev) => {
                submit.clearField('account_holder');
                setHolder(ev.currentTarget.value);
              }}
            />
            <TextInput
              label="IBAN"
              required
              maxLength={42}
              value={iban}
              error={e.iban}
              onChange={(ev) => {
                submit.clearField('iban');
                setIban(ev.currentTarget.value);
              }}
            />
            <Text size="sm" c="gray.8">
              {catalogue.data?.sepa_mandate_text} Die Mandatsreferenz bekommst du mit der Bestellbestätigung.
            </Text>
          </Stack>
        ) : null}
        <Checkbox
          checked={accept}
          onChange={(ev) => {
            submit.clearField('accept_terms');
            setAccept(ev.currentTarget.checked);
          }}
          error={e.accept_terms}
          label={
            <>
              Ich akzeptiere die{' '}
              <Anchor component={Link} to="/agb" target="_blank">
                AGB
              </Anchor>
              .
            </>
          }
        />
        <ErrorNotice error={submit.error} />
        <Group>
          <AppButton onClick={order} loading={submit.pending} size="large">
            Zahlungspflichtig bestellen
          </AppButton>
          <AppButton component={Link} to="/betrieb/store" design="flat">
            Zurück zum Store
          </AppButton>
        </Group>
      </Stack>
    </Container>
  );
}
