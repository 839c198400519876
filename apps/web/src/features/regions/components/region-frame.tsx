// The frame of every public region subpage: loads the region, names it, and links its subpages.
// Renders the page's content with the loaded region; a missing region is an honest "gibt es nicht".
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { hasRegionSignup, type TRegion } from '@oabat/domain/regions';
import { ApiError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRegion } from '../api/get-region.ts';
import { Loading } from '../../../components/loading.tsx';

const SUBPAGES = [
  ['', 'Übersicht'],
  ['ausbildung', 'Ausbildung'],
  ['praktikum', 'Praktikum'],
  ['unternehmen', 'Unternehmen'],
  ['schulen', 'Schulen'],
  ['arbeitgeber', 'Arbeitgeber'],
  // The region's events are for pupils, too: their own entry, not only under "Arbeitgeber" (issue #36).
  ['arbeitgeber/events', 'Veranstaltungen'],
  ['news', 'Neuigkeiten'],
] as const;

export function useRegionPage(slug: string | undefined, title: (name: string) => string) {
  const query = useRegion(slug);
  usePageTitle(query.data ? title(query.data.name) : 'Region');
  return query;
}

export function RegionMissing({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404;
  return error ? <Title order={1}>{missing ? 'Diese Region gibt es nicht' : 'Die Region konnte nicht geladen werden'}</Title> : <Loading what="Region" />;
}

function SubpageLink({ to, label }: { to: string; label: string }) {
  const here = useLocation().pathname === to;
  return (
    <Anchor component={Link} to={to} size="sm" fw={here ? 700 : undefined} td={here ? 'underline' : undefined} aria-current={here ? 'page' : undefined}>
      {label}
    </Anchor>
  );
}

/** The links to the region's subpages (the landing page shows them too, so its news and events are reachable). */
export function RegionSubnav({ region }: { region: Pick<TRegion, 'slug' | 'name'> }) {
  const pages = hasRegionSignup(region.slug) ? [...SUBPAGES, ['anmeldung', 'Anmeldung'] as const] : SUBPAGES;
  return (
    <nav aria-label={`Region ${region.name}`}>
      <Group gap="md" wrap="wrap">
        {pages.map(([path, label]) => (
          <SubpageLink key={path} to={`/region/${region.slug}${path ? `/${path}` : ''}`} label={label} />
        ))}
      </Group>
    </nav>
  );
}

export function RegionFrame({
  slug,
  heading,
  title,
  children,
}: {
  slug: string | undefined;
  heading: (region: TRegion) => string;
  title: (name: string) => string;
  children: (region: TRegion) => ReactNode;
}) {
  const { data: region, error } = useRegionPage(slug, title);
  if (!region)
    return (
      <Container size="lg" py="xl">
        <RegionMissing error={error} />
      </Container>
    );
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <RegionSubnav region={region} />
        <Title order={1}>{heading(region)}</Title>
        {children(region)}
      </Stack>
    </Container>
  );
}
