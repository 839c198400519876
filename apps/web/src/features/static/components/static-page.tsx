// Frame of the legal and information pages: title, sections, and the operator details from the server.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { TSiteInfo } from '@oabat/domain/site';
import { api } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Operator details, loaded once per page load (and by the server renderer, into the page's HTML). */
export function useSiteInfo(): TSiteInfo | null {
  const { data } = useQuery({
    queryKey: ['site-info'],
    staleTime: Infinity,
    queryFn: () => api<{ data: TSiteInfo }>('GET', '/api/site').then((r) => r.data),
  });
  return data ?? null;
}

export function StaticPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="md">
        {/* Long German words ("Teilnahmebedingungen") made /agb-messe 463 px wide on a 390 px phone (issue #36). */}
        <Title order={1} lang="de" style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {updated ? (
          <Text size="sm" c="dimmed">
            Stand: {updated}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Container>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3" lang="de" style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function OperatorBlock() {
  const site = useSiteInfo();
  if (!site) return <Text c="dimmed">Angaben werden geladen …</Text>;
  return (
    <Text component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {`${site.name}\n${site.address}\nE-Mail: ${site.email}\nTelefon: ${site.phone}`}
    </Text>
  );
}
