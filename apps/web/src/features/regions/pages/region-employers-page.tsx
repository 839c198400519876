// /region/{slug}/arbeitgeber: for employers of the region: who is already in, and how to join.
import { Link, useParams } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { hasRegionSignup } from '@oabat/domain/regions';
import { RegionFrame } from '../components/region-frame.tsx';
import { RegionBusinesses } from '../components/region-businesses.tsx';

export default function RegionEmployersPage() {
  const { slug } = useParams();
  return (
    <RegionFrame slug={slug} title={(n) => `Arbeitgeber in der Region ${n}`} heading={(r) => `Arbeitgeber in der Region ${r.name}`}>
      {(region) => (
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="join-title">
            <Title order={2} size="h3" id="join-title">
              Als Betrieb dabei sein
            </Title>
            <Text mt="xs">
              Zeige Schülerinnen und Schülern der Region {region.name} deine Ausbildungs- und Praktikumsplätze. Die Region nimmt deinen Betrieb in ihre Liste
              auf.
            </Text>
            <Group mt="sm">
              {hasRegionSignup(region.slug) ? (
                <Button component={Link} to={`/region/${region.slug}/anmeldung`}>
                  Zur Anmeldung
                </Button>
              ) : (
                <Button component={Link} to={`/arbeitgeber/registrierung?channel=${encodeURIComponent(region.channel?.slug ?? 'oabat')}`}>
                  Betrieb registrieren
                </Button>
              )}
              <Button component={Link} to={`/region/${region.slug}/arbeitgeber/events`} variant="light">
                Veranstaltungen
              </Button>
            </Group>
          </Paper>
          <RegionBusinesses region={region} />
        </Stack>
      )}
    </RegionFrame>
  );
}
