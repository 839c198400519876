// /region/channel: the region's channel: its name (shown where the channel is named), its fixed address and
// how many businesses belong to it, with the way to its content (sorting members' posts and videos: /region/plattform).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZRegionChannelUpdate, type TRegionChannel } from '@oabat/domain/regions';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { channelKey, renameChannel, useRegionChannel } from '../api/region-channel.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function ChannelForm({ slug, channel }: { slug: string; channel: TRegionChannel }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(channel.name);
  const [saved, setSaved] = useState(false);
  const { runChecked, pending, error, fields } = useFormSubmit();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const next = await runChecked(ZRegionChannelUpdate, { name }, (valid) => renameChannel(slug, valid.name));
    if (next) {
      queryClient.setQueryData(channelKey(slug), next);
      setSaved(true);
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorNotice error={error} title="Fehler" />
        {saved ? (
          <Alert color="green" role="status">
            Gespeichert.
          </Alert>
        ) : null}
        <TextInput label="Name des Kanals" value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
        <Text size="sm">
          Kennung (Teil der Adressen, nicht änderbar): <strong>{channel.slug}</strong>
        </Text>
        <Text size="sm">
          {channel.members === 1 ? '1 Betrieb' : `${channel.members} Betriebe`} im Kanal ·{' '}
          <Anchor component={Link} to="/region/betriebe">
            Betriebe verwalten
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/region/plattform">
            Beiträge und Videos im Kanal sortieren
          </Anchor>
        </Text>
        <Button type="submit" loading={pending} w="fit-content">
          Kanal speichern
        </Button>
      </Stack>
    </form>
  );
}

export default function RegionChannelPage() {
  const { user } = useAuth();
  const slug = user?.region?.slug;
  const { data: channel, error } = useRegionChannel(slug);
  usePageTitle('Kanal der Region');
  if (!slug) return null;
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>Kanal der Region</Title>
        {error ? <ErrorNotice>Der Kanal konnte nicht geladen werden.</ErrorNotice> : null}
        {channel ? (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <ChannelForm slug={slug} channel={channel} />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
