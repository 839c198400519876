// /region/{slug}/arbeitgeber/events: the upcoming events of the region's channel for its employers (soonest first),
// then the region's employers.
import { useParams } from 'react-router';
import { Stack } from '@mantine/core';
import type { TRegion } from '@oabat/domain/regions';
import { RegionFrame } from '../components/region-frame.tsx';
import { RegionBusinesses } from '../components/region-businesses.tsx';
import { useEvents } from '../../events/api/events.ts';
import { EventList } from '../../../components/event-list.tsx';
import { Loading } from '../../../components/loading.tsx';

function RegionEvents({ region }: { region: TRegion }) {
  const channel = region.channel?.slug;
  const events = useEvents(channel ? { channel, when: 'upcoming' } : null);
  if (channel && events.isPending) return <Loading what="Veranstaltungen" />;
  return (
    <EventList events={events.data ?? []} showPast={false} empty={`Zurzeit sind in der Region ${region.name} keine Veranstaltungen für Arbeitgeber geplant.`} />
  );
}

export default function RegionEmployerEventsPage() {
  const { slug } = useParams();
  return (
    <RegionFrame slug={slug} title={(n) => `Veranstaltungen für Arbeitgeber – ${n}`} heading={(r) => `Veranstaltungen für Arbeitgeber in der Region ${r.name}`}>
      {(region) => (
        <Stack gap="lg">
          <RegionEvents region={region} />
          <RegionBusinesses region={region} />
        </Stack>
      )}
    </RegionFrame>
  );
}
