// One school or region opened from /admin/schulen or /admin/regionen: the admin switches it on or off, edits its
// name and address (schools) or contact address (regions), a school's regions, and signs in as one of its users.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { ZAdminOrganisationUpdate, type AdminOrganisationKind, type TAdminOrganisationDetail } from '@oabat/domain/admin-organisations';
import { AppButton } from '../../../components/app-button.tsx';
import {
  adminOrganisationKey,
  adminOrganisationsKey,
  setSchoolRegion,
  updateOrganisation,
  useAdminOrganisation,
  useRegionChoices,
} from '../api/admin-organisations.ts';
import { ImpersonateButton, PanelFeedback, usePanelChange } from './admin-panel-parts.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const WORD = { schools: { the: 'Die Schule', profile: '/schule/' }, regions: { the: 'Die Region', profile: '/region/' } } as const;

function MasterData({
  kind,
  o,
  disabled,
  onSave,
  fields,
}: {
  kind: AdminOrganisationKind;
  o: TAdminOrganisationDetail;
  disabled: boolean;
  onSave: (v: Record<string, string>) => void;
  fields: Record<string, string>;
}) {
  const initial = { name: o.name, street: o.street ?? '', postal_code: o.postal_code ?? '', city: o.city ?? '', contact_email: o.contact_email ?? '' };
  const [v, setV] = useState(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when another object is opened or it was saved
  useEffect(() => setV(initial), [o.id, o.name, o.street, o.postal_code, o.city, o.contact_email]);
  const field = (name: keyof typeof v, label: string, extra: { maxLength: number; type?: string }) => (
    <TextInput
      label={label}
      value={v[name]}
      disabled={disabled}
      error={fields[name]}
      onChange={(e) => setV({ ...v, [name]: e.currentTarget.value })}
      {...extra}
    />
  );
  return (
    <form
      aria-label="Stammdaten"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(
          kind === 'schools' ? { name: v.name, street: v.street, postal_code: v.postal_code, city: v.city } : { name: v.name, contact_email: v.contact_email },
        );
      }}
    >
      <Stack gap="xs">
        {field('name', 'Name', { maxLength: 150 })}
        {kind === 'schools' ? (
          <>
            {field('street', 'Straße und Hausnummer', { maxLength: 150 })}
            <Group grow>
              {field('postal_code', 'PLZ', { maxLength: 5 })}
              {field('city', 'Ort', { maxLength: 100 })}
            </Group>
          </>
        ) : (
          field('contact_email', 'Kontakt-E-Mail-Adresse', { maxLength: 200, type: 'email' })
        )}
        {disabled ? null : (
          <AppButton type="submit" w="fit-content">
            Speichern
          </AppButton>
        )}
      </Stack>
    </form>
  );
}

export function AdminOrganisationPanel({ kind, id, canEdit }: { kind: AdminOrganisationKind; id: number; canEdit: boolean }) {
  const org = useAdminOrganisation(kind, id);
  const regions = useRegionChoices();
  const change = usePanelChange<TAdminOrganisationDetail>(adminOrganisationKey(kind, id), adminOrganisationsKey(kind));
  const [regionToAdd, setRegionToAdd] = useState<string | null>(null);

  if (org.error) return <ErrorNotice>{WORD[kind].the} konnte nicht geladen werden.</ErrorNotice>;
  const o = org.data;
  if (!o) return <Loading />;
  const disabled = !canEdit || change.pending;
  const joined = new Set(o.regions.map((r) => r.id));
  const addable = (regions.data ?? []).filter((r) => !joined.has(r.id)).map((r) => ({ value: String(r.id), label: r.name }));

  function save(values: Record<string, string>) {
    void change.applyChecked(ZAdminOrganisationUpdate, values, () => updateOrganisation(kind, id, values), 'Die Stammdaten sind gespeichert.');
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={`${WORD[kind].profile}${o.slug}`} w="fit-content">
          Öffentliche Seite öffnen
        </Anchor>
        <Text size="sm">
          {o.users === 1 ? '1 Nutzer' : `${o.users} Nutzer`} · Kanal: {o.channel?.name ?? 'keiner'}
          {kind === 'regions' ? ` · ${o.schools} Schulen · ${o.businesses} Betriebe` : ''}
        </Text>
      </Stack>
      <PanelFeedback error={change.error} saved={change.saved} />

      <Switch
        label="Aktiv (öffentlich sichtbar)"
        checked={o.is_active}
        disabled={disabled}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          void change.apply(
            () => updateOrganisation(kind, id, { is_active: on }),
            on ? `${WORD[kind].the} ist jetzt aktiv.` : `${WORD[kind].the} ist jetzt deaktiviert.`,
          );
        }}
      />

      <Stack gap="xs" component="section" aria-label="Stammdaten">
        <Title order={3} size="h4">
          Stammdaten
        </Title>
        <MasterData kind={kind} o={o} disabled={disabled} onSave={save} fields={change.fields} />
      </Stack>

      {kind === 'schools' ? (
        <Stack gap="xs" component="section" aria-label="Regionen">
          <Title order={3} size="h4">
            Regionen und ihre Kanäle
          </Title>
          {o.regions.length ? (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {o.regions.map((r) => (
                <Group key={r.id} component="li" gap="sm">
                  <Badge variant="light" color="gray">
                    {r.name}
                  </Badge>
                  {canEdit ? (
                    <AppButton
                      size="tiny"
                      design="primary-frameless"
                      disabled={change.pending}
                      onClick={() => change.apply(() => setSchoolRegion(id, r.id, false), `Aus der Region ${r.name} genommen.`)}
                    >
                      {`Aus ${r.name} entfernen`}
                    </AppButton>
                  ) : null}
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm">In keiner Region.</Text>
          )}
          {canEdit ? (
            <Group align="flex-end">
              <Select
                label="Region hinzufügen"
                data={addable}
                value={regionToAdd}
                onChange={setRegionToAdd}
                searchable
                nothingFoundMessage="Keine Region gefunden"
                style={{ flex: 1 }}
              />
              <AppButton
                disabled={!regionToAdd || change.pending}
                onClick={() => {
                  const r = Number(regionToAdd);
                  setRegionToAdd(null);
                  void change.apply(() => setSchoolRegion(id, r, true), 'In die Region aufgenommen.');
                }}
              >
                Hinzufügen
              </AppButton>
            </Group>
          ) : null}
        </Stack>
      ) : null}

      <Stack gap={4} component="section" aria-label="Nutzer">
        <Title order={3} size="h4">
          Nutzer
        </Title>
        {o.members.length ? (
          o.members.map((m) => (
            <Group key={m.id} gap="sm">
              <Text size="sm">
                {`${m.firstname} ${m.lastname}`.trim() || 'Ohne Namen'} ({m.email ?? 'ohne E-Mail'})
              </Text>
              {canEdit ? (
                <ImpersonateButton userId={m.id} name={`${m.firstname} ${m.lastname}`.trim() || o.name} disabled={change.pending} run={change.run} />
              ) : null}
            </Group>
          ))
        ) : (
          <Text size="sm">Keine Nutzer.</Text>
        )}
      </Stack>
    </Stack>
  );
}
