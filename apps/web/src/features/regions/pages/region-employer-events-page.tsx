// /region/{slug}/arbeitgeber/events: events for the region's employers. The platform has no events yet, so the
// page says so and shows the region's employers instead of inventing dates.
import { useParams } from 'react-router';
import { Alert, Stack, Title } from '@mantine/core';
import { RegionFrame } from '../components/region-frame.tsx';
import { RegionResults } from '../components/region-results.tsx';

export default function RegionEmployerEventsPage() {
  const { slug } = useParams();
  return (
    <RegionFrame slug={slug} title={(n) => `Veranstaltungen für Arbeitgeber – ${n}`} heading={(r) => `Veranstaltungen für Arbeitgeber in der Region ${r.name}`}>
      {(region) => (
        <Stack gap="lg">
          <Alert color="gray" title="Keine Veranstaltungen">
            Zurzeit sind in der Region {region.name} keine Veranstaltungen für Arbeitgeber geplant.
          </Alert>
          <section aria-labelledby="employers-title">
            <Title order={2} size="h3" id="employers-title" mb="sm">Betriebe der Region</Title>
            <RegionResults channel={region.channel?.slug ?? null} category="unternehmen" headingOrder={3} />
          </section>
        </Stack>
      )}
    </RegionFrame>
  );
}
