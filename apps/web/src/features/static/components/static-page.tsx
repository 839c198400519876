// Frame of the legal and information pages: title, sections, and the operator details from the server.
import { useEffect, useState, type ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { TSiteInfo } from '@oabat/domain/site';
import { pageTitle } from '@oabat/domain/validation';
import { api } from '../../../lib/api.ts';

let cached: Promise<TSiteInfo> | null = null;
/** Operator details, loaded once per page load. */
export function useSiteInfo(): TSiteInfo | null {
  const [info, setInfo] = useState<TSiteInfo | null>(null);
  useEffect(() => {
    cached ??= api<{ data: TSiteInfo }>('GET', '/api/site').then((r) => r.data);
    cached.then(setInfo, () => { cached = null; });
  }, []);
  return info;
}

export function StaticPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  useEffect(() => { document.title = pageTitle(title); }, [title]);
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {updated ? <Text size="sm" c="dimmed">Stand: {updated}</Text> : null}
        {children}
      </Stack>
    </Container>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">{title}</Title>
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
