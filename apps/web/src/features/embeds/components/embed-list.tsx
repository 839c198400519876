// An embedded list of jobs or businesses following the host's filters. Every link opens Oabat in a new tab:
// the list lives in another website's iframe.
import { useSearchParams } from 'react-router';
import { Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { parseEmbedParams, type EmbedKind, type TEmbedParams } from '@oabat/domain/embeds';
import { DEFAULT_RADIUS_KM } from '@oabat/domain/search-rules';
import type { TBusinessCard, TJobCard } from '@oabat/domain/search';
import { JobCard } from '../../../components/job-card.tsx';
import { BusinessCard } from '../../../components/business-card.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { UnknownFilterError, useEmbedContext, useEmbedList, type EmbedContext } from '../api/embed-lists.ts';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const JOB_NOUNS = { ausbildung: 'Ausbildungsplätze', praktikum: 'Praktikumsplätze', job: 'Jobs' } as const;
const PARAM_LABELS: Record<string, string> = { region: 'Region', business: 'Betrieb', type: 'Art', place: 'Ort', radius: 'Umkreis', q: 'Suchbegriff' };

function heading(kind: EmbedKind, p: TEmbedParams, ctx: EmbedContext | undefined, businessName: string | undefined) {
  const noun = kind === 'businesses' ? 'Betriebe' : p.type ? JOB_NOUNS[p.type] : 'Stellen';
  const where = [
    businessName ? `bei ${businessName}` : null,
    ctx?.region ? `in der Region ${ctx.region.name}` : null,
    ctx?.place ? `im Umkreis von ${p.radius ?? DEFAULT_RADIUS_KM} km um ${ctx.place.name}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return where ? `${noun} ${where}` : `${noun} auf Oabat`;
}

function moreLink(kind: EmbedKind, p: TEmbedParams) {
  if (p.business) return businessPath(p.business);
  if (p.region) return `/region/${p.region}${kind === 'businesses' ? '/unternehmen' : p.type === 'praktikum' ? '/praktikum' : '/ausbildung'}`;
  return kind === 'businesses' ? '/betriebe' : `/${p.type === 'praktikum' ? 'praktikum' : p.type === 'job' ? 'alles' : 'ausbildung'}`;
}

export function EmbedList({ kind }: { kind: EmbedKind }) {
  const [search] = useSearchParams();
  const { params, invalid } = parseEmbedParams(search);
  const context = useEmbedContext(params);
  const list = useEmbedList(kind, params, context.data);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const businessName = params.business ? (items[0] as TJobCard | undefined)?.business?.name : undefined;
  const title = heading(kind, params, context.data, businessName);
  usePageTitle(title);
  const empty = kind === 'businesses' ? 'Keine Betriebe gefunden.' : 'Gerade gibt es hier keine offenen Stellen.';
  const error = context.error ?? list.error;

  return (
    <Stack gap="md" p="sm">
      <Title order={1} size="h3">
        {title}
      </Title>
      {invalid.length ? (
        <Text size="sm" c="gray.7">
          Nicht beachtet: {invalid.map((n) => PARAM_LABELS[n]).join(', ')} (ungültige Angabe).
        </Text>
      ) : null}
      {error ? (
        <ErrorNotice>{error instanceof UnknownFilterError ? error.message : 'Die Liste konnte nicht geladen werden.'}</ErrorNotice>
      ) : context.data && (list.data || (context.data.region && !context.data.region.channel)) ? (
        items.length ? (
          <Stack gap="md">
            <Text size="sm" role="status">
              {total === 1 ? '1 Treffer' : `${total.toLocaleString('de-DE')} Treffer`}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {items.map((item) =>
                kind === 'jobs' ? (
                  <JobCard key={item.id} job={item as TJobCard} external headingOrder={2} />
                ) : (
                  <BusinessCard key={item.id} business={item as TBusinessCard} external headingOrder={2} />
                ),
              )}
            </SimpleGrid>
            {list.hasNextPage ? (
              <Button variant="light" w="fit-content" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                Mehr laden
              </Button>
            ) : null}
          </Stack>
        ) : (
          <Text>{empty}</Text>
        )
      ) : (
        <Loading />
      )}
      <Anchor href={moreLink(kind, params)} target="_blank" rel="noopener" size="sm">
        Mehr auf Oabat
      </Anchor>
    </Stack>
  );
}
