// /region/{slug} (and the fixed region pages, which are the same page with their own data): the
// region's landing page with its texts, schools and member businesses.
import { RegionSubnav } from '../components/region-frame.tsx';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRegion } from '../api/get-region.ts';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

/**
 * `slug` is given when the page is shown elsewhere (a custom domain's `/`); otherwise the route's. `materials`: the
 * channel's materials section, given by the app (features do not import each other).
 */
export default function RegionLandingPage({ slug: fixedSlug, materials }: { slug?: string; materials?: (channel: { id: number; slug: string }) => ReactNode }) {
  const params = useParams();
  const slug = fixedSlug ?? params.slug;
  const { data: region, error } = useRegion(slug);
  usePageTitle(region ? region.title || `Region ${region.name}` : 'Region');
  if (!region) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Container size="lg" py="xl">
        {error ? <Title order={1}>{missing ? 'Diese Region gibt es nicht' : 'Fehler'}</Title> : <Loading what="Region" />}
      </Container>
    );
  }
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <RegionSubnav region={region} />
        {region.hero_image ? (
          <ResponsiveImage
            image={region.hero_image}
            alt={`Region ${region.name}`}
            style={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 12 }}
          />
        ) : null}
        <Stack gap="xs">
          <Title order={1}>{region.title || `Ausbildung und Praktikum in der Region ${region.name}`}</Title>
          {region.intro ? <Text size="lg">{region.intro}</Text> : null}
          {region.can_edit ? (
            <Button component={Link} to="/region/einstellungen" w="fit-content" size="xs">
              Seite bearbeiten
            </Button>
          ) : null}
        </Stack>
        {region.description ? <Text style={{ whiteSpace: 'pre-line' }}>{region.description}</Text> : null}
        {region.sections.length ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {region.sections.map((s, i) => (
              <section key={i} aria-labelledby={`section-${i}`}>
                <Title order={2} size="h3" id={`section-${i}`}>
                  {s.title}
                </Title>
                <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
                  {s.text}
                </Text>
              </section>
            ))}
          </SimpleGrid>
        ) : null}
        <section aria-labelledby="members-title">
          <Title order={2} size="h3" id="members-title">
            Betriebe in der Region
          </Title>
          {region.businesses.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="sm">
              {region.businesses.map((b) => (
                <Card key={b.id} withBorder radius="md" component="article">
                  <Anchor component={Link} to={businessPath(b.slug)} fw={600}>
                    {b.name}
                  </Anchor>
                  {b.city ? <Text size="sm">{b.city}</Text> : null}
                </Card>
              ))}
            </SimpleGrid>
          ) : (
            <Text mt="xs">Noch keine Betriebe in dieser Region.</Text>
          )}
        </section>
        <section aria-labelledby="schools-title">
          <Title order={2} size="h3" id="schools-title">
            Schulen in der Region
          </Title>
          {region.schools.length ? (
            <Stack gap={4} mt="sm">
              {region.schools.map((s) => (
                <Anchor key={s.id} component={Link} to={`/schule/${s.slug}`}>
                  {s.name}
                  {s.city ? ` (${s.city})` : ''}
                </Anchor>
              ))}
            </Stack>
          ) : (
            <Text mt="xs">Noch keine Schulen in dieser Region.</Text>
          )}
        </section>
        {region.channel ? materials?.(region.channel) : null}
        {region.contact_email ? (
          <Text>
            Kontakt: <Anchor href={`mailto:${region.contact_email}`}>{region.contact_email}</Anchor>
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
