// One business opened from /admin/betriebe: the admin switches its visibility, permissions, subscription types and
// channels; each change is saved at once and the panel shows the business as the server now has it.
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { BUSINESS_PERMISSIONS } from '@oabat/domain/rights';
import { BUSINESS_PERMISSION_LABELS, type TAdminBusinessDetail } from '@oabat/domain/admin-businesses';
import { AppButton } from '../../../components/app-button.tsx';
import {
  adminBusinessKey,
  adminBusinessesKey,
  setPermission,
  setSiteChannel,
  setSubscriptionType,
  setVisible,
  useAdminBusiness,
  useChannels,
  useSubscriptionTypes,
} from '../api/admin-businesses.ts';
import { ImpersonateButton, PanelFeedback, usePanelChange } from './admin-panel-parts.tsx';
import { AdminBusinessVerification } from './admin-business-verification.tsx';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function AdminBusinessPanel({ id, canEdit }: { id: number; canEdit: boolean }) {
  const business = useAdminBusiness(id);
  const types = useSubscriptionTypes();
  const channels = useChannels();
  const { run, pending, error, apply, saved } = usePanelChange<TAdminBusinessDetail>(adminBusinessKey(id), adminBusinessesKey);
  const [channelToAdd, setChannelToAdd] = useState<string | null>(null);

  if (business.error) return <ErrorNotice>Der Betrieb konnte nicht geladen werden.</ErrorNotice>;
  const b = business.data;
  if (!b) return <Loading />;
  const site = b.sites[0];
  const memberOf = new Set(b.channels.map((c) => c.id));
  const addable = (channels.data ?? []).filter((c) => !memberOf.has(c.id)).map((c) => ({ value: String(c.id), label: c.name }));
  const disabled = !canEdit || pending;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={businessPath(b.slug)} w="fit-content">
          Öffentliches Profil öffnen
        </Anchor>
        <Text size="sm">
          {[b.postal_code, b.city].filter(Boolean).join(' ') || 'Ohne Ort'} · {b.email ?? 'ohne Nutzer'} · {b.jobs_published} veröffentlichte Stellen
        </Text>
        {canEdit && b.user_id !== null ? <ImpersonateButton userId={b.user_id} name={b.name} disabled={pending} run={run} /> : null}
      </Stack>
      <PanelFeedback error={error} saved={saved} />

      <Switch
        label="Öffentlich sichtbar"
        checked={b.is_visible}
        disabled={disabled}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          void apply(() => setVisible(b.id, on), on ? 'Der Betrieb ist jetzt öffentlich sichtbar.' : 'Der Betrieb ist jetzt verborgen.');
        }}
      />

      {canEdit ? <AdminBusinessVerification business={b} disabled={disabled} apply={apply} /> : null}

      <Fieldset legend="Rechte" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {BUSINESS_PERMISSIONS.map((p) => (
            <Checkbox
              key={p}
              checked={b.permissions.includes(p)}
              label={BUSINESS_PERMISSION_LABELS[p]}
              disabled={disabled}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                void apply(() => setPermission(b.id, p, on), `${BUSINESS_PERMISSION_LABELS[p]}: ${on ? 'erteilt' : 'entzogen'}.`);
              }}
            />
          ))}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Abo-Arten" variant="unstyled">
        <Group gap="md" mt="xs">
          {(types.data ?? []).map((t) => (
            <Checkbox
              key={t.id}
              checked={b.subscription_types.some((x) => x.id === t.id)}
              label={t.name}
              disabled={disabled}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                void apply(() => setSubscriptionType(b.id, t.id, on), `Abo-Art ${t.name}: ${on ? 'vergeben' : 'entfernt'}.`);
              }}
            />
          ))}
        </Group>
      </Fieldset>

      <Stack gap="xs" component="section" aria-label="Kanäle">
        <Title order={3} size="h4">
          Kanäle
        </Title>
        {b.channels.length ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {b.channels.map((c) => (
              <Group key={c.id} component="li" gap="sm">
                <Badge variant="light" color="gray">
                  {c.name}
                </Badge>
                {site && canEdit ? (
                  <AppButton
                    size="tiny"
                    design="primary-frameless"
                    disabled={pending}
                    onClick={() => apply(() => setSiteChannel(site.id, c.id, false), `Aus dem Kanal ${c.name} genommen.`)}
                  >{`Aus ${c.name} entfernen`}</AppButton>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm">In keinem Kanal.</Text>
        )}
        {site && canEdit ? (
          <Group align="flex-end">
            <Select
              label="Kanal hinzufügen"
              data={addable}
              value={channelToAdd}
              onChange={setChannelToAdd}
              searchable
              nothingFoundMessage="Kein Kanal gefunden"
              style={{ flex: 1 }}
            />
            <AppButton
              disabled={!channelToAdd || pending}
              onClick={() => {
                const c = Number(channelToAdd);
                setChannelToAdd(null);
                void apply(() => setSiteChannel(site.id, c, true), 'In den Kanal aufgenommen.');
              }}
            >
              Hinzufügen
            </AppButton>
          </Group>
        ) : null}
        {!site ? <Text size="sm">Ohne Standort kann der Betrieb keinem Kanal angehören.</Text> : null}
      </Stack>

      <Stack gap={4} component="section" aria-label="Standorte">
        <Title order={3} size="h4">
          Standorte
        </Title>
        {b.sites.length ? (
          b.sites.map((s) => (
            <Text key={s.id} size="sm">
              {s.name}
              {s.is_main ? ' (Hauptstandort)' : ''}: {[s.postal_code, s.city].filter(Boolean).join(' ') || 'ohne Adresse'}
            </Text>
          ))
        ) : (
          <Text size="sm">Keine Standorte.</Text>
        )}
      </Stack>
    </Stack>
  );
}
