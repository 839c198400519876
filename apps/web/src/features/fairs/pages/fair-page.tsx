// /messe/{locationSlug}/{category?} (02 §2 messe routes): the fair of that slug (links carry the fair's own slug, so
// two fairs at one place each open), else the fair at that place that is not over yet (the soonest when there are several), with the search tabs Alles, Ausbildung, Praktikum, Unternehmen and Neuigkeiten restricted
// to the fair's participants at any distance, nearest to the fair first.
import { Link, useParams } from 'react-router';
import { Anchor, Container, Flex, Stack, Text, Title } from '@mantine/core';
import { FAIR_CATEGORIES, type FairCategory } from '@oabat/domain/fairs';
import { SEARCH_CATEGORIES, type SearchCategory } from '@oabat/domain/search-rules';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFairAt, useFairSearch } from '../api/fairs.ts';
import { FairExhibitors, FairHeader } from '../components/fair-header.tsx';
import { FairNews, FairResults } from '../components/fair-results.tsx';
import { FairLivestreams } from '../components/fair-livestreams.tsx';
import { FairRequest } from '../components/fair-request.tsx';
import { Loading } from '../../../components/loading.tsx';

export const fairHref = (locationSlug: string, category: SearchCategory = 'alles') => `/messe/${locationSlug}${category === 'alles' ? '' : `/${category}`}`;

export default function FairPage() {
  const { locationSlug = '', category: raw } = useParams();
  const known = raw === undefined || (FAIR_CATEGORIES as readonly string[]).includes(raw);
  const category: SearchCategory = (raw as FairCategory | undefined) ?? 'alles';
  const fairs = useFairAt(locationSlug, known && /^[a-z0-9-]+$/.test(locationSlug));
  const fair = fairs.data ?? undefined;
  const search = useFairSearch(known ? fair : undefined, category);
  usePageTitle(fair ? `${fair.name} – ${SEARCH_CATEGORIES.find((c) => c.key === category)!.label}` : 'Messe');
  const counts = new Map(search.data?.pages[0]?.filters.categories.map((c) => [c.key, c.count]) ?? []);

  if (!known || (fairs.isSuccess && !fair) || fairs.isError) {
    return (
      <Container size="md" py="md">
        <Stack gap="sm">
          <Title order={1}>Keine Messe gefunden</Title>
          <Text>An diesem Ort gibt es gerade keine Messe. Vielleicht ist sie schon vorbei.</Text>
          <Anchor component={Link} to="/">
            Zur Startseite
          </Anchor>
        </Stack>
      </Container>
    );
  }
  if (!fair) return <Loading p="md" what="Messe" />;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <FairHeader fair={fair} />
        <FairLivestreams fair={fair} />
        <nav aria-label="Kategorien der Messe">
          <Flex gap={{ base: 'xs', xs: 'md' }} wrap="wrap" align="center">
            {SEARCH_CATEGORIES.map((c) => (
              <Anchor
                key={c.key}
                component={Link}
                to={fairHref(locationSlug, c.key)}
                fw={c.key === category ? 700 : 400}
                aria-current={c.key === category ? 'page' : undefined}
              >
                {c.label}
                {counts.get(c.key) != null ? ` (${counts.get(c.key)})` : ''}
              </Anchor>
            ))}
          </Flex>
        </nav>
        {category === 'news' ? <FairNews fair={fair} /> : <FairResults search={search} category={category} />}
        <FairExhibitors fair={fair} />
        <FairRequest fair={fair} />
      </Stack>
    </Container>
  );
}
