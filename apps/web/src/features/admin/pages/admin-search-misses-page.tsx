// /admin/suchen-ohne-treffer (issue #33): the words pupils searched without a result (word and category only),
// most frequent first. The admin gives a word a synonym ("Bäckerin" -> "Bäcker/in"); it works at the next search,
// without a release, and can be removed again.
import { formatDay } from '@oabat/domain/dates';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ZSearchSynonymInput } from '@oabat/domain/search-vocabulary';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { addSearchSynonym, removeSearchSynonym, searchMissesKey, useSearchMisses } from '../api/admin-search-misses.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function SynonymForm({ term, onDone }: { term: string; onDone: (text: string) => void }) {
  const form = useFormSubmit();
  const [target, setTarget] = useState('');
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const saved = await form.runChecked(ZSearchSynonymInput, { term, target }, (v) => addSearchSynonym(v));
    if (saved) onDone(`„${saved.term}“ findet jetzt „${saved.target}“.`);
  }
  return (
    <form onSubmit={submit} aria-label={`Synonym für ${term}`}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={`„${term}“ meint`}
          placeholder="z. B. Bäcker/in"
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          error={form.fields.target ?? form.fields.term}
          maxLength={200}
          size="sm"
        />
        <AppButton type="submit" size="small" design="primary" disabled={form.pending}>
          Synonym anlegen
        </AppButton>
      </Group>
      {form.error && !form.fields.target && !form.fields.term ? (
        <Text c="red.8" size="sm" role="alert">
          {form.error}
        </Text>
      ) : null}
    </form>
  );
}

export default function AdminSearchMissesPage() {
  usePageTitle('Admin – Suchen ohne Treffer');
  const data = useSearchMisses();
  const qc = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const removing = useFormSubmit();
  const onDone = (text: string) => {
    setDone(text);
    void qc.invalidateQueries({ queryKey: searchMissesKey });
  };
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>Suchen ohne Treffer</Title>
        <Text>
          Wörter, nach denen gesucht wurde und die keinen Job fanden (nur Wort und Kategorie, keine Person). Gib einem Wort ein Synonym: Es wirkt bei der
          nächsten Suche.
        </Text>
        {done ? (
          <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
            {done}
          </Alert>
        ) : null}
        {data.isError ? <ErrorNotice error={data.error} /> : null}
        {data.isPending ? <Loading /> : null}
        {data.data ? (
          <>
            {data.data.misses.length ? (
              <Stack gap="sm">
                {data.data.misses.map((m) => (
                  <Paper key={`${m.term}|${m.category}`} withBorder p="sm" radius="md" component="article" aria-label={m.term}>
                    <Stack gap={6}>
                      <Text fw={700}>
                        „{m.term}“{' '}
                        <Text span c="gray.7" fw={400} size="sm">
                          {m.count}× in {m.category}, zuletzt {formatDay(m.last_at)}
                        </Text>
                      </Text>
                      <SynonymForm term={m.term} onDone={onDone} />
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            ) : (
              <Text>Keine Suchen ohne Treffer in den letzten 90 Tagen.</Text>
            )}
            <Title order={2} size="h3">
              Synonyme des Teams
            </Title>
            <ErrorNotice error={removing.error} />
            {data.data.synonyms.length ? (
              <Table.ScrollContainer minWidth={320}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Wort</Table.Th>
                      <Table.Th>meint</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.synonyms.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>{s.term}</Table.Td>
                        <Table.Td>{s.target}</Table.Td>
                        <Table.Td>
                          <AppButton
                            size="small"
                            design="flat"
                            disabled={removing.pending}
                            aria-label={`Synonym ${s.term} entfernen`}
                            onClick={async () => {
                              // run() answers undefined for a refusal: the removal itself returns nothing, so it answers true.
                              const removed = await removing.run(async () => {
                                await removeSearchSynonym(s.id);
                                return true;
                              });
                              if (removed) onDone(`Synonym „${s.term}“ entfernt.`);
                            }}
                          >
                            Entfernen
                          </AppButton>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text>Noch keine eigenen Synonyme.</Text>
            )}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
