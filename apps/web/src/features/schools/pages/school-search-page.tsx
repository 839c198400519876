// /schule/suche/{locationSlug?}: schools around a place, found by postal code.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Button, Card, Container, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { placeByZip, useSchoolSearch } from '../api/search-schools.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function SchoolSearchPage() {
  const { locationSlug } = useParams();
  const navigate = useNavigate();
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState('30');
  const [zipError, setZipError] = useState<string | null>(null);
  const search = useSchoolSearch(locationSlug, Number(radius));
  usePageTitle(search.data ? `Schulen in der Nähe von ${search.data.place.name}` : 'Schulen suchen');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setZipError(null);
    if (!/^\d{5}$/.test(zip.trim())) {
      setZipError('Bitte gib eine fünfstellige Postleitzahl ein.');
      return;
    }
    try {
      navigate(`/schule/suche/${(await placeByZip(zip.trim())).slug}`);
    } catch (err) {
      setZipError(normaliseError(err).message);
    }
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{search.data ? `Schulen in der Nähe von ${search.data.place.name}` : 'Schulen suchen'}</Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start">
            <TextInput label="Postleitzahl" inputMode="numeric" value={zip} onChange={(e) => setZip(e.currentTarget.value)} error={zipError} />
            <Select
              label="Umkreis"
              data={['10', '20', '30', '50', '100'].map((r) => ({ value: r, label: `${r} km` }))}
              value={radius}
              allowDeselect={false}
              onChange={(v) => setRadius(v ?? '30')}
              w={120}
            />
            <Button type="submit" mt={24}>
              Suchen
            </Button>
          </Group>
        </form>
        {search.error ? <ErrorNotice error={search.error} title="Fehler" /> : null}
        {search.data ? (
          search.data.page.data.length ? (
            <>
              <Text>
                {search.data.page.total} {search.data.page.total === 1 ? 'Schule' : 'Schulen'} im Umkreis von {radius} km
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {search.data.page.data.map((s) => (
                  <Card key={s.id} withBorder radius="md" component="article">
                    <Anchor component={Link} to={`/schule/${s.slug}`} fw={600}>
                      {s.name}
                    </Anchor>
                    <Text size="sm">{[s.type, s.city, `${s.distance.toLocaleString('de-DE')} km`].filter(Boolean).join(' · ')}</Text>
                  </Card>
                ))}
              </SimpleGrid>
            </>
          ) : (
            <Text>Im Umkreis von {radius} km haben wir keine Schule gefunden.</Text>
          )
        ) : null}
      </Stack>
    </Container>
  );
}
