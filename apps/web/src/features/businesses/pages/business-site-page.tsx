// /betriebe/{slug}/{siteslug}: one location of a business with its address and the way back to the profile.
import { Link, useParams } from 'react-router';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useBusiness } from '../api/get-business.ts';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

export default function BusinessSitePage() {
  const { slug = '', siteslug = '' } = useParams();
  const { data: business, error, isPending } = useBusiness(slug);
  const site = business?.business_sites.find((s) => s.slug === siteslug);
  usePageTitle(site && business ? `${business.name} – ${site.name}` : 'Standort');
  if (isPending)
    return (
      <Container size="lg" py="xl">
        <Loading what="Standort" />
      </Container>
    );
  if (error || !business || !site) {
    return (
      <Container size="lg" py="xl">
        <Title order={1}>Diesen Standort gibt es nicht</Title>
        <Text mt="sm">Bitte prüfe die Adresse.</Text>
      </Container>
    );
  }
  return (
    <Container size="lg" py="md">
      <Stack gap="sm">
        <Title order={1}>{site.name}</Title>
        <Text>
          Standort von{' '}
          <Anchor component={Link} to={businessPath(business.slug)}>
            {business.name}
          </Anchor>
          {site.is_main ? ' (Hauptsitz)' : ''}
        </Text>
        <section aria-labelledby="address-title">
          <Title order={2} size="h3" id="address-title">
            Adresse
          </Title>
          <Text mt="xs">{site.street ?? ''}</Text>
          <Text>{[site.postal_code, site.city].filter(Boolean).join(' ')}</Text>
          {site.phone ? (
            <Text>
              Telefon: <Anchor href={`tel:${site.phone}`}>{site.phone}</Anchor>
            </Text>
          ) : null}
          {site.email ? (
            <Text>
              E-Mail: <Anchor href={`mailto:${site.email}`}>{site.email}</Anchor>
            </Text>
          ) : null}
        </section>
      </Stack>
    </Container>
  );
}
