// Search pages (02 §2): /alles, /ausbildung, /praktikum, /unternehmen with an optional location slug, and /suche.
// Inactive until a location is set; an unknown slug searches nothing and shows no results (02 §8).
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isPostalCodeQuery, NEARBY_LABEL, NEARBY_SLUG } from '@oabat/domain/locations';
import { DEFAULT_RADIUS_KM, SEARCH_CATEGORIES, type SearchCategory } from '@oabat/domain/search-rules';
import type { TJobCard } from '@oabat/domain/search';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLocationBySlug, usePlaceOfText } from '../api/locations.ts';
import { useSearch } from '../api/search.ts';
import { useOwnSearchStart } from '../api/own-search-start.ts';
import { useAuth } from '../../../lib/auth.ts';
import { SearchResultItems } from '../../../components/search-result-list.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { ResultsMap, type MapPoint } from '../components/results-map.tsx';
import { categoryFromPath, categoryOfForm, jobHref, placeSlug, searchHref } from '../components/search-paths.ts';
import { resultCountLabel, tabCountLabel } from '../components/result-count.ts';
import { PayFilter, payQuery } from '../components/pay-filter.tsx';
import { SearchUnderstood } from '../components/search-understood.tsx';
import type { TSavedQuery } from '@oabat/domain/alerts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const TABS = SEARCH_CATEGORIES;
const HEADINGS: Record<SearchCategory, string> = {
  alles: 'Ausbildung, Praktikum und Jobs',
  ausbildung: 'Ausbildungsplätze',
  praktikum: 'Praktikumsplätze',
  unternehmen: 'Unternehmen',
  news: 'Neuigkeiten',
};

/** Where the news tab's list comes from (the app passes the posts feature's list; features do not import each other). */
export type NewsSlot = (around: { latitude: number; longitude: number; radius: number; placeName: string; term?: string }) => ReactNode;
/** "Suche speichern" of the alerts feature, given the current job search (the app passes it, see news above). */
export type SaveSearchSlot = (query: TSavedQuery) => ReactNode;

export default function SearchPage({ news, saveSearch }: { news?: NewsSlot; saveSearch?: SaveSearchSlot } = {}) {
  const { locationSlug } = useParams();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const category: SearchCategory = pathname.startsWith('/suche') ? categoryOfForm(query.get('kategorie')) : categoryFromPath(pathname);
  // A search form sent before (or without) the app: /suche?ort=…&kategorie=… (issue #34). The server renders the
  // results of the typed place, so nothing typed is lost.
  const typed = !locationSlug ? (query.get('ort')?.trim() ?? '') : '';
  const found = usePlaceOfText(typed);
  // A signed-in pupil without a place in the URL starts at the postal code and radius of their profile.
  const { user } = useAuth();
  const start = useOwnSearchStart(!locationSlug && !typed ? user?.trainee?.id : null);
  if (typed) {
    if (found.isPending)
      return (
        <Container py="md">
          <Loading />
        </Container>
      );
    if (found.data)
      return <SearchResults locationSlug={placeSlug(found.data, isPostalCodeQuery(typed))} category={category} news={news} saveSearch={saveSearch} />;
    return <SearchResults locationSlug={undefined} category={category} news={news} saveSearch={saveSearch} unknownPlace={typed} />;
  }
  if (!locationSlug && start.data) {
    const { slug, radius: r, latitude, longitude } = start.data;
    return <Navigate replace to={searchHref(category, slug, { radius: r || undefined, term: query.get('q') || undefined, latitude, longitude })} />;
  }
  return <SearchResults locationSlug={locationSlug} category={category} news={news} saveSearch={saveSearch} />;
}

function SearchResults({
  locationSlug,
  category,
  news,
  saveSearch,
  unknownPlace,
}: {
  locationSlug: string | undefined;
  category: SearchCategory;
  news?: NewsSlot;
  saveSearch?: SaveSearchSlot;
  /** A place typed into a search form that no place matches. */
  unknownPlace?: string;
}) {
  const [query] = useSearchParams();
  const radius = Number(query.get('umkreis')) || DEFAULT_RADIUS_KM;
  const term = query.get('q') ?? '';
  const coords =
    locationSlug === NEARBY_SLUG ? { latitude: Number(query.get('latitude')) || undefined, longitude: Number(query.get('longitude')) || undefined } : undefined;
  const location = useLocationBySlug(locationSlug, coords);
  const place = location.data;
  const isNews = category === 'news';
  const pay = category === 'ausbildung' ? payQuery(query) : {};
  const search = useSearch(
    place && !isNews ? { category, latitude: place.latitude, longitude: place.longitude, radius, term: term || undefined, ...pay } : null,
  );
  const placeName = locationSlug === NEARBY_SLUG ? NEARBY_LABEL : place?.name;
  usePageTitle(placeName ? `${HEADINGS[category]} in ${placeName}` : HEADINGS[category]);

  const pages = search.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((p) => p.result.data);
  const points: MapPoint[] = items.flatMap((i) =>
    i.kind === 'job' && (i as TJobCard).latitude != null && (i as TJobCard).longitude != null
      ? [
          {
            id: i.id,
            name: i.name,
            business: (i as TJobCard).business.name,
            href: jobHref((i as TJobCard).business.slug, i.slug),
            lat: (i as TJobCard).latitude!,
            lon: (i as TJobCard).longitude!,
          },
        ]
      : [],
  );
  const counts = new Map(first?.filters.categories.map((c) => [c.key, c.count]) ?? []);
  // Counts of a dense area stop at a cap (filters.counts_at_least): then they are lower bounds, said as such.
  const atLeast = !!first?.filters.counts_at_least;
  // On a phone a set search is one summary line with "Ändern", so the first result is in sight. CSS picks
  // the phone's layout (Mantine's xs breakpoint is the phone's 576px), so the server's HTML already has it
  // and nothing moves when the page hydrates.
  const [editing, setEditing] = useState(false);
  const collapsed = !!placeName && !editing;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} fz={{ base: '1.5rem', xs: 'var(--mantine-h1-font-size)' }} style={{ hyphens: 'auto', overflowWrap: 'break-word' }}>
          {HEADINGS[category]}
          {placeName ? ` in ${placeName}` : ''}
        </Title>
        {collapsed ? (
          <Group
            hiddenFrom="xs"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
          >
            <Text size="sm" style={{ minWidth: 0 }} truncate="end">
              {[place?.postal_code && locationSlug?.startsWith('zip-') ? place.postal_code : placeName, `${radius} km`, term ? `„${term}“` : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {/* The summary gives way (ellipsis), never the button: a long word cut it to "Suche ände" at 390 px. */}
            <AppButton design="primary-flat" size="small" onClick={() => setEditing(true)} aria-expanded={false} style={{ flexShrink: 0 }}>
              Suche ändern
            </AppButton>
          </Group>
        ) : null}
        {
          <Box visibleFrom={collapsed ? 'xs' : undefined}>
            {/* Keyed by the place's name too: the place loads after the page, and its postal code or name then fills the field. */}
            <SearchForm
              key={`${locationSlug}-${category}-${placeName ?? ''}`}
              category={category}
              radius={radius}
              term={term}
              unknownPlace={unknownPlace}
              initialPlace={
                place?.postal_code && locationSlug?.startsWith('zip-') ? place.postal_code : placeName && locationSlug !== NEARBY_SLUG ? placeName : ''
              }
            />
          </Box>
        }
        {locationSlug ? (
          <nav aria-label="Kategorien">
            <Group gap="xs">
              {TABS.map((c) => (
                <Anchor
                  key={c.key}
                  component={Link}
                  to={searchHref(c.key, locationSlug, { radius, term: term || undefined, ...coords })}
                  fw={c.key === category ? 700 : 400}
                  aria-current={c.key === category ? 'page' : undefined}
                >
                  {c.label}
                  {counts.get(c.key) != null ? ` (${tabCountLabel(counts.get(c.key)!, atLeast)})` : ''}
                </Anchor>
              ))}
            </Group>
          </nav>
        ) : (
          <Text>Gib eine Postleitzahl oder einen Ort ein, um Angebote in deiner Nähe zu sehen.</Text>
        )}
        {isNews && place
          ? news?.({ latitude: place.latitude, longitude: place.longitude, radius, placeName: placeName ?? place.name, term: term || undefined })
          : null}
        {locationSlug && category === 'ausbildung' ? <PayFilter /> : null}
        {saveSearch && place && placeName && (category === 'ausbildung' || category === 'praktikum' || category === 'alles')
          ? saveSearch({
              category,
              term: term || undefined,
              place: placeName,
              location_slug: locationSlug,
              latitude: place.latitude,
              longitude: place.longitude,
              radius,
              filters: pay.filters ? JSON.parse(pay.filters) : {},
            })
          : null}
        {search.isError ? <ErrorNotice error={search.error} title="Fehler" /> : null}
        {first ? (
          <section aria-labelledby="results-title">
            <Title
              order={2}
              size="h3"
              fz={{ base: 'var(--mantine-h4-font-size)', xs: 'var(--mantine-h3-font-size)' }}
              id="results-title"
              mb="sm"
              aria-live="polite"
            >
              {resultCountLabel(first.result.total, atLeast)}
            </Title>
            <SearchUnderstood
              understood={first.filters.understood}
              total={first.result.total}
              radius={radius}
              hrefFor={(q) => searchHref(category, locationSlug!, { radius: q.radius ?? radius, term: q.term ?? (term || undefined), ...coords })}
            />
            {points.length ? <ResultsMap points={points} /> : null}
            {first.result.total === 0 ? <Text>Vergrößere den Umkreis oder versuche es mit einem anderen Stichwort.</Text> : null}
            <SearchResultItems search={search} />
          </section>
        ) : search.isFetching ? (
          <Text>Suche läuft …</Text>
        ) : null}
      </Stack>
    </Container>
  );
}
