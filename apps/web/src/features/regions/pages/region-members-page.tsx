// /region/betriebe: the businesses of the region (members of its channel); the region removes them here and
// adds new ones on /region/hinzufuegen.
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { membersKey, removeMember, useRegionMembers } from '../api/region-members.ts';
import { NetworkInvitationCard } from '../../../components/network-invitation-card.tsx';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function RegionMembersPage() {
  const { user } = useAuth();
  const region = user?.region;
  const queryClient = useQueryClient();
  const { data: members, error: loadError } = useRegionMembers(region?.slug);
  const { run, pending, error } = useFormSubmit();
  usePageTitle('Betriebe der Region');
  if (!region) return null;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Betriebe der Region</Title>
          <Button component={Link} to="/region/hinzufuegen">
            Betrieb hinzufügen
          </Button>
        </Group>
        <NetworkInvitationCard type="region" inviterKey={region.slug} />
        <ErrorNotice error={error} title="Fehler" />
        {loadError ? <ErrorNotice>Die Betriebe konnten nicht geladen werden.</ErrorNotice> : null}
        {!members ? (
          loadError ? null : (
            <Loading what="Betriebe" />
          )
        ) : members.length ? (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Betriebe der Region">
            {members.map((b) => (
              <Paper key={b.id} withBorder radius="md" p="sm" component="li">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={0}>
                    <Anchor component={Link} to={businessPath(b.slug)} fw={600}>
                      {b.name}
                    </Anchor>
                    <Group gap="xs">
                      {b.city ? <Text size="sm">{b.city}</Text> : null}
                      {b.is_visible ? null : (
                        <Badge color="gray" variant="light">
                          nicht öffentlich
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red.9"
                    disabled={pending}
                    onClick={async () => {
                      const next = await run(() => removeMember(region.slug, b.id));
                      if (next) queryClient.setQueryData(membersKey(region.slug), next);
                    }}
                  >
                    {`${b.name} entfernen`}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text>Noch keine Betriebe in der Region.</Text>
        )}
      </Stack>
    </Container>
  );
}
