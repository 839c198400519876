// /region: every region with a link to its page (and, for regions, where to sign in or register).
import { Link } from 'react-router';
import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRegions } from '../api/list-regions.ts';
import { Loading } from '../../../components/loading.tsx';

export default function RegionsPage() {
  usePageTitle('Regionen');
  const { data: regions, error } = useRegions();
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Regionen auf Oabat</Title>
          <Text>Landkreise, Städte und Bildungsregionen zeigen ihre Betriebe, Schulen und Ausbildungsplätze auf einer eigenen Seite.</Text>
        </Stack>
        {error ? (
          <Text role="alert">Die Regionen konnten nicht geladen werden.</Text>
        ) : !regions ? (
          <Loading what="Regionen" />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {regions.map((r) => (
              <Card key={r.id} withBorder radius="md" component="li">
                {r.hero_image ? (
                  <Card.Section>
                    <ResponsiveImage image={r.hero_image} alt="" style={{ width: '100%', height: 140, objectFit: 'cover' }} />
                  </Card.Section>
                ) : null}
                <Anchor component={Link} to={`/region/${r.slug}`} fw={600} mt={r.hero_image ? 'sm' : 0}>
                  {r.name}
                </Anchor>
                {r.title ? <Text size="sm">{r.title}</Text> : null}
              </Card>
            ))}
          </SimpleGrid>
        )}
        <Card withBorder radius="md" component="section" aria-labelledby="own-region-title">
          <Title order={2} size="h3" id="own-region-title">
            Eure Region auf Oabat
          </Title>
          <Text mt="xs">
            Als Landkreis, Stadt oder Bildungsregion bringt ihr Jugendliche und Betriebe eurer Region zusammen – mit eigener Seite, eigenen Listen und
            Einbindung in eure Website.
          </Text>
          <Button component={Link} to="/region/registrierung" mt="sm" w="fit-content">
            Region registrieren
          </Button>
        </Card>
      </Stack>
    </Container>
  );
}
