// /livestream/{id}/suche (01 §2): the search of the stream — the jobs and businesses of the businesses with a
// slot in it, with the tabs Alles, Ausbildung, Praktikum and Unternehmen and a search word; the results are
// the shared search result list. Viewers come here from the stream page (the floating window keeps playing).
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { SEARCH_CATEGORIES, type SearchCategory } from '@oabat/domain/search';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SearchResultList } from '../../../components/search-result-list.tsx';
import { useLivestream, useLivestreamSearch } from '../api/livestreams.ts';
import { Loading } from '../../../components/loading.tsx';

const TABS = SEARCH_CATEGORIES.filter((c) => c.key !== 'news');
const TERM_MAX = 200;

export default function LivestreamSearchPage() {
  const { id: raw } = useParams();
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0;
  const [params, setParams] = useSearchParams();
  const category: SearchCategory = TABS.find((c) => c.key === params.get('kategorie'))?.key ?? 'alles';
  const term = (params.get('q') ?? '').slice(0, TERM_MAX);
  const [draft, setDraft] = useState(term);
  const stream = useLivestream(id);
  const search = useLivestreamSearch(stream.data ? id : 0, category, term);
  usePageTitle(stream.data ? `Jobs im Livestream ${stream.data.title}` : 'Livestream-Suche');
  const counts = new Map(search.data?.pages[0]?.filters.categories.map((c) => [c.key, c.count]) ?? []);
  const go = (next: { kategorie?: string; q?: string }) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: draft.trim() });
  };

  if (stream.isPending && id) return <Loading p="md" what="Livestream" />;
  if (!stream.data)
    return (
      <Container size="md" py="md">
        <Title order={1}>Diesen Livestream gibt es nicht</Title>
        <Text>Bitte prüfe den Link.</Text>
      </Container>
    );
  const names = [...new Set(stream.data.slots.map((s) => s.business.name))];
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Jobs der Betriebe aus „{stream.data.title}“</Title>
        <Text>{names.length ? `Dabei sind: ${names.join(', ')}.` : 'Für diesen Livestream sind noch keine Betriebe eingeplant.'}</Text>
        <Anchor component={Link} to={`/livestream/${id}`}>
          Zurück zum Livestream
        </Anchor>
        <form onSubmit={submit} role="search" aria-label="In diesem Livestream suchen">
          <Group align="flex-end" gap="xs">
            <TextInput label="Suchbegriff" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} maxLength={TERM_MAX} style={{ flex: 1 }} />
            <Button type="submit">Suchen</Button>
          </Group>
        </form>
        <nav aria-label="Kategorien der Livestream-Suche">
          <Group gap="md">
            {TABS.map((c) => (
              <Anchor
                key={c.key}
                component="button"
                type="button"
                onClick={() => go({ kategorie: c.key === 'alles' ? '' : c.key })}
                fw={c.key === category ? 700 : 400}
                aria-current={c.key === category ? 'page' : undefined}
              >
                {c.label}
                {counts.get(c.key) != null ? ` (${counts.get(c.key)})` : ''}
              </Anchor>
            ))}
          </Group>
        </nav>
        <SearchResultList
          search={search}
          category={category}
          where="bei den Betrieben dieses Livestreams"
          empty="Dazu haben die Betriebe dieses Livestreams gerade nichts veröffentlicht."
        />
      </Stack>
    </Container>
  );
}
