// /schule/{slug}: the school's public profile (name, type, city, about us, images, address, network).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Container, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { imageUrl } from '../../../lib/image.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSchool } from '../api/get-school.ts';
import { SchoolMissing } from '../components/school-missing.tsx';
import { businessPath } from '../../../lib/paths.ts';

/** `posts` and `materials`: the school's news and materials sections, given by the app (features do not import each other). */
export default function SchoolProfilePage({
  posts,
  materials,
  events,
}: {
  posts?: (school: { slug: string; can_edit: boolean }) => ReactNode;
  materials?: (channel: { id: number; slug: string }) => ReactNode;
  /** The coming events of the school's channel. */
  events?: (channel: { id: number; slug: string }) => ReactNode;
} = {}) {
  const { slug } = useParams();
  const { data: school, error } = useSchool(slug);
  usePageTitle(school?.name ?? 'Schule');
  if (!school) return <SchoolMissing error={error} />;
  const address = [school.primary_address.street, [school.primary_address.postal_code, school.primary_address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Group wrap="nowrap">
          {school.logo ? <Image src={imageUrl(school.logo, 1)} alt={`Logo von ${school.name}`} w={72} h={72} fit="contain" /> : null}
          <div>
            <Title order={1}>{school.name}</Title>
            <Text c="dimmed">{[school.type, school.city].filter(Boolean).join(' · ')}</Text>
          </div>
        </Group>
        {school.main_image ? (
          <ResponsiveImage
            image={school.main_image}
            alt={`${school.name}: Titelbild`}
            style={{ width: '100%', maxHeight: 380, objectFit: 'cover', borderRadius: 12 }}
          />
        ) : null}
        <Group>
          <Button component={Link} to={`/schule/${school.slug}/schwarzes-brett`} variant="light">
            Schwarzes Brett
          </Button>
          {school.can_edit ? (
            <Button component={Link} to="/schule/einstellungen">
              Schule bearbeiten
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Stack gap="md" style={{ gridColumn: 'span 2' }}>
            <section aria-labelledby="about-title">
              <Title order={2} size="h3" id="about-title">
                Über uns
              </Title>
              <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
                {school.about_us || 'Diese Schule hat sich noch nicht vorgestellt.'}
              </Text>
            </section>
            {posts?.(school)}
            {school.channel ? events?.(school.channel) : null}
            {school.channel ? materials?.(school.channel) : null}
          </Stack>
          <Stack gap="md">
            {address ? (
              <section aria-labelledby="address-title">
                <Title order={2} size="h4" id="address-title">
                  Adresse
                </Title>
                <Text mt="xs">{address}</Text>
              </section>
            ) : null}
            <section aria-labelledby="network-title">
              <Title order={2} size="h4" id="network-title">
                Betriebe im Netzwerk
              </Title>
              {school.business_sites_in_network.length ? (
                <List mt="xs" spacing={4}>
                  {school.business_sites_in_network.map((s) => (
                    <List.Item key={s.id}>
                      <Anchor component={Link} to={businessPath(s.business.slug)}>
                        {s.business.name}
                      </Anchor>
                      {s.city ? ` (${s.city})` : ''}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text mt="xs" size="sm">
                  Noch keine Betriebe im Netzwerk.
                </Text>
              )}
            </section>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
