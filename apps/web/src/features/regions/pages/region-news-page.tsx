// /region/{slug}/news: the region's news. There are no posts on the platform yet: an honest empty state.
import { Link, useParams } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { RegionFrame } from '../components/region-frame.tsx';

export default function RegionNewsPage() {
  const { slug } = useParams();
  return (
    <RegionFrame slug={slug} title={(n) => `Neuigkeiten aus der Region ${n}`} heading={(r) => `Neuigkeiten aus der Region ${r.name}`}>
      {(region) => (
        <Text>
          Noch keine Neuigkeiten aus der Region {region.name}.{' '}
          <Anchor component={Link} to={`/region/${region.slug}/ausbildung`}>Zu den Ausbildungsplätzen</Anchor>
        </Text>
      )}
    </RegionFrame>
  );
}
