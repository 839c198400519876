// The businesses' job ad themes on /admin/joblists: searched by business, each editable (three colours and the
// font) with the same schema the API checks.
import { Fragment, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, ColorInput, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ZJobTheme } from '@oabat/domain/jobs';
import { JOB_THEME_FONT_LABELS, type TAdminTheme } from '@oabat/domain/admin-joblists';
import { AppButton } from '../../../components/app-button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { themesKey, updateTheme, useThemes } from '../api/admin-joblists.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const COLOURS = [
  ['primary_color', 'Hauptfarbe'],
  ['secondary_color', 'Zweitfarbe'],
  ['text_color', 'Textfarbe'],
] as const;

function ThemeForm({ theme, onDone }: { theme: TAdminTheme; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const { runChecked, pending, error, fields } = useFormSubmit();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(theme.theme).filter(([, v]) => typeof v === 'string') as [string, string][]),
  );
  async function save() {
    const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v));
    const ok = await runChecked(ZJobTheme, clean, (t) => updateTheme(theme.id, t as Record<string, string>));
    if (ok === undefined) return;
    await queryClient.invalidateQueries({ queryKey: themesKey });
    onDone(`Das Design von ${theme.business.name} (${theme.type}) ist gespeichert.`);
  }
  return (
    <Stack gap="xs">
      <ErrorNotice error={error} />
      <Group align="flex-end">
        {COLOURS.map(([key, label]) => (
          <ColorInput
            key={key}
            label={label}
            format="hex"
            value={values[key] ?? ''}
            onChange={(v) => setValues({ ...values, [key]: v })}
            error={fields[key]}
            w={150}
          />
        ))}
        <Select
          label="Schrift"
          data={Object.entries(JOB_THEME_FONT_LABELS).map(([value, label]) => ({ value, label }))}
          value={values.font ?? null}
          onChange={(v) => setValues({ ...values, font: v ?? '' })}
          clearable
          w={170}
        />
        <AppButton onClick={save} loading={pending}>
          Design speichern
        </AppButton>
      </Group>
    </Stack>
  );
}

export function AdminThemes() {
  const [search, setSearch] = useState('');
  const themes = useThemes(search.trim());
  const [open, setOpen] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Stack gap="sm" component="section" aria-label="Designs der Stellenanzeigen">
      <Title order={2} size="h3">
        Designs der Stellenanzeigen
      </Title>
      <TextInput label="Betrieb oder Art" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maxLength={100} w={320} />
      <div role="status" aria-live="polite">
        {saved ? <Alert color="green">{saved}</Alert> : null}
      </div>
      {themes.error ? <ErrorNotice>Die Designs konnten nicht geladen werden.</ErrorNotice> : null}
      {themes.data && themes.data.length === 0 ? <Text>Keine Designs gefunden.</Text> : null}
      {themes.data?.length ? (
        <Table.ScrollContainer minWidth={600}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Betrieb</Table.Th>
                <Table.Th>Art</Table.Th>
                <Table.Th>Design</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Aktion</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {themes.data.map((t) => (
                <Fragment key={t.id}>
                  <Table.Tr>
                    <Table.Td>{t.business.name}</Table.Td>
                    <Table.Td>{t.type}</Table.Td>
                    <Table.Td>
                      {Object.entries(t.theme)
                        .map(
                          ([k, v]) =>
                            `${k === 'font' ? 'Schrift' : (COLOURS.find((c) => c[0] === k)?.[1] ?? k)}: ${k === 'font' ? (JOB_THEME_FONT_LABELS[String(v)] ?? String(v)) : String(v)}`,
                        )
                        .join(', ') || '–'}
                    </Table.Td>
                    <Table.Td>
                      <AppButton
                        size="tiny"
                        design="primary-flat"
                        onClick={() => setOpen(open === t.id ? null : t.id)}
                        aria-expanded={open === t.id}
                        aria-label={`Design von ${t.business.name} (${t.type}) bearbeiten`}
                      >
                        Bearbeiten
                      </AppButton>
                    </Table.Td>
                  </Table.Tr>
                  {open === t.id ? (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <ThemeForm
                          theme={t}
                          onDone={(m) => {
                            setSaved(m);
                            setOpen(null);
                          }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
