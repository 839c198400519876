// /region/{slug}/schulen: the schools that belong to the region, linking to their profiles.
import { Link, useParams } from 'react-router';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { RegionFrame } from '../components/region-frame.tsx';

export default function RegionPublicSchoolsPage() {
  const { slug } = useParams();
  return (
    <RegionFrame slug={slug} title={(n) => `Schulen in der Region ${n}`} heading={(r) => `Schulen in der Region ${r.name}`}>
      {(region) =>
        region.schools.length ? (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {region.schools.map((s) => (
              <Paper key={s.id} withBorder radius="md" p="sm" component="li">
                <Anchor component={Link} to={`/schule/${s.slug}`} fw={600}>
                  {s.name}
                </Anchor>
                {s.city ? <Text size="sm">{s.city}</Text> : null}
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text>Noch keine Schulen in dieser Region.</Text>
        )
      }
    </RegionFrame>
  );
}
