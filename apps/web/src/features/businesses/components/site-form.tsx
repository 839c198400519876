// Adds or changes one location: name and address (geocoded on the server through the postal code).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { ZBusinessSiteInput, type TBusinessSite } from '@oabat/domain/businesses';
import { saveBusinessSite } from '../api/business-sites.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function SiteForm({ businessId, site, onSaved }: { businessId: number; site?: TBusinessSite; onSaved: () => Promise<unknown> }) {
  const empty = { name: '', street: '', postal_code: '', city: '', phone: '', email: '', is_main: false };
  const [form, setForm] = useState(
    site
      ? {
          name: site.name,
          street: site.street ?? '',
          postal_code: site.postal_code ?? '',
          city: site.city ?? '',
          phone: site.phone ?? '',
          email: site.email ?? '',
          is_main: site.is_main,
        }
      : empty,
  );
  const [saved, setSaved] = useState(false);
  const { runChecked, pending, error, fields } = useFormSubmit();
  const client = useQueryClient();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const body = { ...form, id: site?.id, phone: form.phone || null, email: form.email || null };
    if (await runChecked(ZBusinessSiteInput, body, () => saveBusinessSite(businessId, body))) {
      setSaved(true);
      if (!site) setForm(empty);
      // The job editor asks for an address until the main site has a place (job features, issue #36).
      void client.invalidateQueries({ queryKey: ['job-features'] });
      await onSaved();
    }
  }
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value });
  const suffix = site ? ` (${site.name})` : '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <ErrorNotice error={error} title="Fehler" />
        {saved ? (
          <Alert color="green" role="status">
            Standort gespeichert.
          </Alert>
        ) : null}
        <TextInput label={`Name des Standorts${suffix}`} value={form.name} onChange={set('name')} error={fields.name} />
        <TextInput label={`Straße und Hausnummer${suffix}`} value={form.street} onChange={set('street')} error={fields.street} />
        <Group grow align="flex-start">
          <TextInput label={`Postleitzahl${suffix}`} inputMode="numeric" value={form.postal_code} onChange={set('postal_code')} error={fields.postal_code} />
          <TextInput label={`Ort${suffix}`} value={form.city} onChange={set('city')} error={fields.city} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={`Telefon${suffix}`} type="tel" value={form.phone} onChange={set('phone')} error={fields.phone} />
          <TextInput label={`E-Mail${suffix}`} type="email" value={form.email} onChange={set('email')} error={fields.email} />
        </Group>
        <Checkbox label={`Hauptsitz${suffix}`} checked={form.is_main} onChange={(e) => setForm({ ...form, is_main: e.currentTarget.checked })} />
        <Button type="submit" loading={pending} w="fit-content">
          {site ? 'Änderungen speichern' : 'Standort hinzufügen'}
        </Button>
      </Stack>
    </form>
  );
}
