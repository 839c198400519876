// /region/{slug}/anmeldung (passau, inn-salzach): sign-up for pupils and businesses of the region.
// Pupils register through the normal trainee registration and then find the region's jobs; a new business
// registers with the region's channel (/arbeitgeber/registrierung?channel=…), so it joins the region at once;
// a business already logged in joins with one click (POST /api/regions/{slug}/join).
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hasRegionSignup, type TRegion } from '@oabat/domain/regions';
import { useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { regionKey } from '../api/get-region.ts';
import { joinRegion } from '../api/join-region.ts';
import { RegionFrame } from '../components/region-frame.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function BusinessCardAction({ region }: { region: TRegion }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { run, pending, error } = useFormSubmit();
  const [joined, setJoined] = useState(false);
  const business = user?.business;
  if (!user)
    return (
      <Button component={Link} to={`/arbeitgeber/registrierung?channel=${encodeURIComponent(region.channel?.slug ?? 'oabat')}`}>
        Betrieb registrieren
      </Button>
    );
  if (!business) return <Text size="sm">Die Anmeldung für Betriebe ist nur mit einem Betriebskonto möglich.</Text>;
  if (joined || region.businesses.some((b) => b.id === business.id))
    return (
      <Alert color="green" role="status">
        {business.name} ist in der Region {region.name} angemeldet.
      </Alert>
    );
  return (
    <Stack gap="xs">
      <ErrorNotice error={error} />
      <Button
        loading={pending}
        onClick={async () => {
          if (await run(() => joinRegion(region.slug))) {
            setJoined(true);
            await queryClient.invalidateQueries({ queryKey: regionKey(region.slug) });
          }
        }}
      >{`${business.name} anmelden`}</Button>
    </Stack>
  );
}

export default function RegionSignupPage() {
  const { slug } = useParams();
  const { user } = useAuth();
  return (
    <RegionFrame slug={slug} title={(n) => `Anmeldung – Region ${n}`} heading={(r) => `Anmeldung in der Region ${r.name}`}>
      {(region) =>
        hasRegionSignup(region.slug) ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="pupils-title">
              <Stack gap="sm">
                <Title order={2} size="h3" id="pupils-title">
                  Für Schülerinnen und Schüler
                </Title>
                <Text>Lege dein Profil an, merke dir Stellen und schreibe Betrieben der Region {region.name} direkt.</Text>
                {user ? (
                  <Button component={Link} to={`/region/${region.slug}/ausbildung`} variant="light" w="fit-content">
                    Ausbildungsplätze ansehen
                  </Button>
                ) : (
                  <Button component={Link} to="/registrierung" w="fit-content">
                    Kostenlos registrieren
                  </Button>
                )}
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="businesses-title">
              <Stack gap="sm">
                <Title order={2} size="h3" id="businesses-title">
                  Für Betriebe
                </Title>
                <Text>Melde deinen Betrieb in der Region {region.name} an: Er erscheint in der Liste der Region und seine Stellen auf ihren Seiten.</Text>
                <BusinessCardAction region={region} />
              </Stack>
            </Paper>
          </SimpleGrid>
        ) : (
          <Text>Diese Region bietet keine Anmeldung an.</Text>
        )
      }
    </RegionFrame>
  );
}
