// The billing address inside the checkout (the businesses module's call stores it): who gets the invoice.
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { GENDERS, type TBillingAddress } from '@oabat/domain/businesses';

export type BillingForm = Required<{ [K in keyof TBillingAddress]: string }>;
export const emptyBilling = (b: TBillingAddress | null | undefined, fallbackName: string): BillingForm => ({
  business_name: b?.business_name ?? fallbackName,
  contact_person_gender: b?.contact_person_gender ?? 'Frau',
  contact_person_name: b?.contact_person_name ?? '',
  contact_person_phone: b?.contact_person_phone ?? '',
  contact_person_email: b?.contact_person_email ?? '',
  street: b?.street ?? '',
  postal_code: b?.postal_code ?? '',
  city: b?.city ?? '',
  country_code: b?.country_code ?? 'DE',
});

export function BillingFields({ value, onChange, errors }: { value: BillingForm; onChange: (v: BillingForm) => void; errors: Record<string, string> }) {
  const set = (k: keyof BillingForm) => (e: { currentTarget: { value: string } }) => onChange({ ...value, [k]: e.currentTarget.value });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Firma (Rechnungsempfänger)"
        required
        maxLength={160}
        value={value.business_name}
        error={errors.business_name}
        onChange={set('business_name')}
      />
      <NativeSelect
        label="Anrede der Ansprechperson"
        value={value.contact_person_gender}
        onChange={set('contact_person_gender')}
        data={GENDERS.map((g) => ({ value: g, label: g }))}
      />
      <TextInput
        label="Ansprechperson"
        required
        maxLength={160}
        value={value.contact_person_name}
        error={errors.contact_person_name}
        onChange={set('contact_person_name')}
      />
      <TextInput
        label="E-Mail für Rechnungen"
        type="email"
        required
        maxLength={254}
        value={value.contact_person_email}
        error={errors.contact_person_email}
        onChange={set('contact_person_email')}
      />
      <TextInput label="Telefon" maxLength={40} value={value.contact_person_phone} error={errors.contact_person_phone} onChange={set('contact_person_phone')} />
      <TextInput label="Straße und Hausnummer" required maxLength={160} value={value.street} error={errors.street} onChange={set('street')} />
      <TextInput label="Postleitzahl" required maxLength={5} value={value.postal_code} error={errors.postal_code} onChange={set('postal_code')} />
      <TextInput label="Ort" required maxLength={120} value={value.city} error={errors.city} onChange={set('city')} />
    </SimpleGrid>
  );
}
