// /schule/{slug}/schwarzes-brett (and /minibat): the bulletin board, locked until the school unlocks it.
// The school's own users see the unlock arrive live.
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSchool } from '../api/get-school.ts';
import { useSchoolLive } from '../api/use-school-live.ts';
import { SchoolMissing } from '../components/school-missing.tsx';
import { businessPath } from '../../../lib/paths.ts';

export default function BulletinBoardPage() {
  const { slug } = useParams();
  const { data: school, error } = useSchool(slug);
  useSchoolLive(slug, !!school?.can_edit);
  usePageTitle(school ? `Schwarzes Brett – ${school.name}` : 'Schwarzes Brett');
  if (!school) return <SchoolMissing error={error} />;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Schwarzes Brett</Title>
        <Text>{school.name}</Text>
        {!school.is_minibat_unlocked ? (
          <Alert color="orange" title="Das schwarze Brett ist noch gesperrt" role="status" styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}>
            <Stack gap="xs">
              <Text size="sm">Sobald die Schule es freischaltet, findest du hier Praktikums- und Ausbildungsangebote aus dem Netzwerk der Schule.</Text>
              {school.can_edit ? (
                <Button component={Link} to="/schule/einstellungen" size="xs" w="fit-content">
                  Jetzt freischalten
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : (
          <Tabs defaultValue="alles">
            <Tabs.List>
              <Tabs.Tab value="alles">Alles</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="alles" pt="md">
              {school.business_sites_in_network.length ? (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {school.business_sites_in_network.map((s) => (
                    <Card key={s.id} withBorder radius="md" component="article">
                      <Title order={2} size="h4">
                        <Anchor component={Link} to={businessPath(s.business.slug)}>
                          {s.business.name}
                        </Anchor>
                      </Title>
                      <Text size="sm">{[s.name, s.city].filter(Boolean).join(', ')}</Text>
                    </Card>
                  ))}
                </SimpleGrid>
              ) : (
                <Text>Das schwarze Brett ist freigeschaltet. Noch sind keine Betriebe im Netzwerk der Schule.</Text>
              )}
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
