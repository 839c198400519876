// One job list on /admin/joblists: name, description and its jobs in order (up, down, remove, add from a search of
// published jobs; a business's list takes only that business's jobs). Saved with one button; deleted in two steps.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ZJobListUpdate } from '@oabat/domain/jobs';
import { JOB_LIST_MAX_JOBS } from '@oabat/domain/admin-joblists';
import { AppButton } from '../../../components/app-button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { deleteJobList, jobListKey, jobListsKey, updateJobList, useJobList, useJobSearch, type JobListDetail } from '../api/admin-joblists.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

type Item = { id: number; name: string; business: string };

export function AdminJobListEditor({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const list = useJobList(id);
  const queryClient = useQueryClient();
  const { runChecked, run, pending, error, fields } = useFormSubmit();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [items, setItems] = useState<Item[]>([]);
  const [search, setSearch] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const hits = useJobSearch(search.trim(), list.data?.business_id ?? null);

  function load(l: JobListDetail) {
    setName(l.name);
    setDescription(l.description);
    setItems(l.jobs.map((j) => ({ id: j.id, name: j.name, business: j.business.name })));
  }
  useEffect(() => {
    if (list.data) load(list.data);
    setConfirmDelete(false);
    setSaved(null);
  }, [list.data]);

  if (list.error) return <ErrorNotice>Die Liste konnte nicht geladen werden.</ErrorNotice>;
  if (!list.data) return <Loading />;
  const l = list.data;

  function move(index: number, by: number) {
    const next = [...items];
    const [it] = next.splice(index, 1);
    next.splice(index + by, 0, it!);
    setItems(next);
  }
  async function save() {
    setSaved(null);
    const next = await runChecked(ZJobListUpdate, { name, description, job_ids: items.map((i) => i.id) }, (body) => updateJobList(id, body));
    if (!next) return;
    queryClient.setQueryData(jobListKey(id), next);
    await queryClient.invalidateQueries({ queryKey: jobListsKey });
    setSaved('Die Liste ist gespeichert.');
  }
  async function remove() {
    if ((await run(() => deleteJobList(id))) === undefined) return;
    await queryClient.invalidateQueries({ queryKey: jobListsKey });
    onDeleted();
  }
  const inList = new Set(items.map((i) => i.id));

  return (
    <Stack gap="md" component="section" aria-label={`Liste ${l.name}`}>
      <Title order={2} size="h3">
        {l.name}
      </Title>
      <Text size="sm">
        {l.business_id ? 'Liste eines Betriebs: nur dessen Stellen.' : 'Plattform-Liste.'} Kennung: {l.slug} (für GET /api/job_lists/{l.slug})
      </Text>
      <ErrorNotice error={error} title="Fehler" />
      <div role="status" aria-live="polite">
        {saved ? <Alert color="green">{saved}</Alert> : null}
      </div>
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} error={fields.name} />
      <Textarea
        label="Beschreibung"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
        error={fields.description}
      />

      <Stack gap={4}>
        <Text fw={600}>Stellen in dieser Reihenfolge ({items.length})</Text>
        {fields.job_ids ? (
          <Text c="red" size="sm">
            {fields.job_ids}
          </Text>
        ) : null}
        {items.length === 0 ? <Text size="sm">Noch keine Stellen.</Text> : null}
        <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: '1.5rem' }}>
          {items.map((it, i) => (
            <li key={it.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ flex: 1 }}>
                  {it.name} – {it.business}
                </Text>
                <ActionIcon variant="subtle" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${it.name} nach oben`}>
                  ↑
                </ActionIcon>
                <ActionIcon variant="subtle" disabled={i === items.length - 1} onClick={() => move(i, 1)} aria-label={`${it.name} nach unten`}>
                  ↓
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" onClick={() => setItems(items.filter((x) => x.id !== it.id))} aria-label={`${it.name} entfernen`}>
                  ×
                </ActionIcon>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>

      <TextInput label="Stelle suchen (Name der Stelle oder des Betriebs)" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maxLength={100} />
      {hits.data ? (
        hits.data.length ? (
          <Stack gap={4} component="ul" aria-label="Gefundene Stellen" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {hits.data.map((h) => (
              <Group key={h.id} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ flex: 1 }}>
                  {h.name} – {h.business.name}
                  {h.city ? `, ${h.city}` : ''}
                </Text>
                <AppButton
                  size="tiny"
                  design="primary-flat"
                  disabled={inList.has(h.id) || items.length >= JOB_LIST_MAX_JOBS}
                  onClick={() => setItems([...items, { id: h.id, name: h.name, business: h.business.name }])}
                  aria-label={inList.has(h.id) ? `${h.name}: in der Liste` : `${h.name} hinzufügen`}
                >
                  {inList.has(h.id) ? 'In der Liste' : 'Hinzufügen'}
                </AppButton>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm">Keine veröffentlichte Stelle gefunden.</Text>
        )
      ) : null}

      <Group>
        <AppButton onClick={save} loading={pending}>
          Liste speichern
        </AppButton>
        {confirmDelete ? (
          <AppButton design="secondary" onClick={remove} disabled={pending}>
            Wirklich löschen
          </AppButton>
        ) : (
          <AppButton design="primary-frameless" onClick={() => setConfirmDelete(true)}>
            Liste löschen
          </AppButton>
        )}
      </Group>
    </Stack>
  );
}
