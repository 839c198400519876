// /embed/einblick/{uid}: a business's insight page in another website's iframe (plugins/frame-policy.ts lets
// /embed/ paths be framed; the embed layout posts its height for /embed.js). Links open Oabat in a new tab.
import { useParams } from 'react-router';
import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePublicEinblickPage } from '../api/einblick.ts';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

export default function EinblickEmbedPage() {
  const { uid } = useParams();
  const page = usePublicEinblickPage(uid);
  usePageTitle(page.data ? `${page.data.title} – ${page.data.business.name}` : 'Einblick');
  if (page.isError) {
    return (
      <Stack p="sm">
        <Title order={1} size="h3">
          Einblick
        </Title>
        <Text>Diese Einblicks-Seite gibt es nicht (mehr).</Text>
      </Stack>
    );
  }
  if (!page.data) return <Loading p="sm" />;
  const p = page.data;
  return (
    <Stack gap="md" p="sm">
      <Title order={1} size="h3">
        {p.title}
      </Title>
      {p.intro ? p.intro.split(/\n+/).map((line, i) => <Text key={i}>{line}</Text>) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {p.items.map((item) => (
          <Card key={`${item.kind}-${item.id}`} withBorder padding="md" component="article" aria-label={item.title}>
            <Stack gap="xs">
              <Badge variant="outline" color="gray.8" w="fit-content">
                {item.label}
              </Badge>
              <Title order={2} size="h4">
                {item.title}
              </Title>
              {item.text ? <Text size="sm">{item.text}</Text> : null}
              <Anchor href={item.url} target="_blank" rel="noopener" size="sm">
                Auf Oabat ansehen: {item.title}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Anchor href={businessPath(p.business.slug)} target="_blank" rel="noopener" size="sm">
        {p.business.name} auf Oabat
      </Anchor>
    </Stack>
  );
}
