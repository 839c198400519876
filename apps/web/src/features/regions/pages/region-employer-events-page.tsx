// /region/{slug}/arbeitgeber/events: events for the region's employers. The platform has no events yet, so the
// page says so and shows the region's employers instead of inventing dates.
import { useParams } from 'react-router';
import { Alert, Stack } from '@mantine/core';
import { RegionFrame } from '../components/region-frame.tsx';
import { RegionBusinesses } from '../components/region-businesses.tsx';

export default function RegionEmployerEventsPage() {
  const { slug } = useParams();
  return (
    <RegionFrame slug={slug} title={(n) => `Veranstaltungen für Arbeitgeber – ${n}`} heading={(r) => `Veranstaltungen für Arbeitgeber in der Region ${r.name}`}>
      {(region) => (
        <Stack gap="lg">
          <Alert color="gray" title="Keine Veranstaltungen">
            Zurzeit sind in der Region {region.name} keine Veranstaltungen für Arbeitgeber geplant.
          </Alert>
          <RegionBusinesses region={region} />
        </Stack>
      )}
    </RegionFrame>
  );
}
