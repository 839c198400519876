// /betriebe: the public list of visible businesses, searchable by name and place, paged. The query lives in
// the URL (?name=…&ort=…&seite=…) so a search can be shared and the back button works.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Container, Group, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { BusinessCard } from '../../../components/business-card.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { BUSINESS_LIST_RADIUS_KM, UnknownPlaceError, useBusinessList } from '../api/business-list.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function BusinessListPage() {
  usePageTitle('Betriebe');
  const [params, setParams] = useSearchParams();
  const query = { name: params.get('name') ?? '', place: params.get('ort') ?? '', page: Math.max(1, Number(params.get('seite')) || 1) };
  const [name, setName] = useState(query.name);
  const [place, setPlace] = useState(query.place);
  const list = useBusinessList(query);
  const placeError = list.error instanceof UnknownPlaceError ? list.error.message : undefined;

  const go = (next: { name: string; place: string; page: number }) => {
    const p = new URLSearchParams();
    if (next.name) p.set('name', next.name);
    if (next.place) p.set('ort', next.place);
    if (next.page > 1) p.set('seite', String(next.page));
    setParams(p);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ name: name.trim(), place: place.trim(), page: 1 });
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>Betriebe</Title>
        <form onSubmit={submit} noValidate role="search" aria-label="Betriebe suchen">
          <Group align="flex-start" wrap="wrap">
            <TextInput label="Name des Betriebs" value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1, minWidth: 200 }} />
            <TextInput
              label="Postleitzahl oder Ort"
              value={place}
              onChange={(e) => setPlace(e.currentTarget.value)}
              error={placeError}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" mt={{ base: 0, sm: 25 }}>
              Suchen
            </Button>
          </Group>
        </form>
        {list.error && !placeError ? <ErrorNotice>Die Betriebe konnten nicht geladen werden.</ErrorNotice> : null}
        {list.data && !list.error ? (
          <Stack gap="md">
            <Text size="sm" role="status">
              {list.data.total === 1 ? '1 Betrieb' : `${list.data.total.toLocaleString('de-DE')} Betriebe`}
              {list.data.place ? ` im Umkreis von ${BUSINESS_LIST_RADIUS_KM} km um ${list.data.place.name}` : ''}
            </Text>
            {list.data.data.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {list.data.data.map((b) => (
                  <BusinessCard key={b.id} business={b} />
                ))}
              </SimpleGrid>
            ) : (
              <Text>Keine Betriebe gefunden.</Text>
            )}
            {list.data.last_page > 1 ? (
              <Pagination
                total={list.data.last_page}
                value={query.page}
                onChange={(page) => go({ ...query, page })}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'next' ? 'Nächste Seite' : control === 'previous' ? 'Vorige Seite' : control === 'first' ? 'Erste Seite' : 'Letzte Seite',
                })}
                getItemProps={(page) => ({ 'aria-label': `Seite ${page}` })}
              />
            ) : null}
          </Stack>
        ) : list.isLoading ? (
          <Loading what="Betriebe" />
        ) : null}
      </Stack>
    </Container>
  );
}
