// /region/{slug}/news: the region's news. The posts list comes from the app (features do not import each other).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import type { TRegion } from '@oabat/domain/regions';
import { RegionFrame } from '../components/region-frame.tsx';

export default function RegionNewsPage({ posts }: { posts?: (region: TRegion) => ReactNode } = {}) {
  const { slug } = useParams();
  return (
    <RegionFrame slug={slug} title={(n) => `Neuigkeiten aus der Region ${n}`} heading={(r) => `Neuigkeiten aus der Region ${r.name}`}>
      {(region) => (
        <Stack gap="md">
          {posts?.(region) ?? <Text>Noch keine Neuigkeiten aus der Region {region.name}.</Text>}
          <Anchor component={Link} to={`/region/${region.slug}/ausbildung`}>
            Zu den Ausbildungsplätzen
          </Anchor>
        </Stack>
      )}
    </RegionFrame>
  );
}
