// /region/{slug}/anmeldung_creator: the region's own users get the links and iframe codes to share their
// sign-up page and embed their lists on their own website. Everybody else is told it is for the region.
import { useParams } from 'react-router';
import { Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { canEditRegion } from '@oabat/domain/rights';
import { hasRegionSignup } from '@oabat/domain/regions';
import { useAuth } from '../../../lib/auth.ts';
import { RegionFrame } from '../components/region-frame.tsx';

const iframe = (url: string, title: string) => `<iframe src="${url}" title="${title}" width="100%" height="800" style="border:0"></iframe>`;

export default function RegionSignupCreatorPage() {
  const { slug } = useParams();
  const { user } = useAuth();
  const origin = window.location.origin;
  return (
    <RegionFrame slug={slug} title={(n) => `Links und Einbindung – Region ${n}`} heading={(r) => `Links und Einbindung für die Region ${r.name}`}>
      {(region) =>
        canEditRegion(user, region.slug) ? (
          <Stack gap="md">
            {hasRegionSignup(region.slug) ? (
              <TextInput label="Link zur Anmeldung" readOnly value={`${origin}/region/${region.slug}/anmeldung`} onFocus={(e) => e.currentTarget.select()} />
            ) : (
              <Text>Für diese Region gibt es keine Anmeldeseite; teile stattdessen die Seite der Region.</Text>
            )}
            <TextInput label="Link zur Seite der Region" readOnly value={`${origin}/region/${region.slug}`} onFocus={(e) => e.currentTarget.select()} />
            <Title order={2} size="h3">
              Auf der eigenen Website einbinden
            </Title>
            <Textarea
              label="Code für die Ausbildungsplätze der Region"
              readOnly
              autosize
              ff="monospace"
              onFocus={(e) => e.currentTarget.select()}
              value={iframe(`${origin}/region/${region.slug}/ausbildung_embed`, `Ausbildung in der Region ${region.name}`)}
            />
            <Textarea
              label="Code für die Betriebe der Region"
              readOnly
              autosize
              ff="monospace"
              onFocus={(e) => e.currentTarget.select()}
              value={iframe(`${origin}/region/${region.slug}/unternehmen_embed`, `Betriebe in der Region ${region.name}`)}
            />
          </Stack>
        ) : (
          <Text>Diese Seite ist für die Nutzer der Region {region.name}. Bitte melde dich mit dem Konto der Region an.</Text>
        )
      }
    </RegionFrame>
  );
}
