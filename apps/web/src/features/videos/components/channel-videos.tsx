// A channel's videos on /betrieb/channels and /region/plattform: a business places its own rendered videos on the
// channels it is a member of; the channel's region (or school) sorts the members' videos on its channel and removes them.
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VideoOwnerType } from '@oabat/domain/videos';
import { normaliseError } from '../../../lib/api.ts';
import { placeVideo, unplaceVideo, useVideos } from '../api/videos.ts';

export function ChannelVideos({ channel, own }: { channel: { id: number; slug: string; name: string }; own: { type: VideoOwnerType; slug: string } }) {
  const qc = useQueryClient();
  const { data } = useVideos({ channel: channel.slug });
  const mine = useVideos({ owner_type: own.type, owner: own.slug });
  const [pick, setPick] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const videos = data?.data ?? [];
  const manage = data?.can_edit ?? false;
  const placeable = (mine.data?.data ?? []).filter((v) => v.state === 'ready' && !videos.some((c) => c.id === v.id));
  const act = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
      await qc.invalidateQueries({ queryKey: ['videos'] });
    } catch (err) {
      setFailure(normaliseError(err).message);
    }
  };
  return (
    <section aria-label={`Videos im Channel ${channel.name}`}>
      <Title order={3} size="h4">
        Videos
      </Title>
      <Stack gap="xs" mt="xs">
        {videos.length ? null : <Text>In diesem Channel sind noch keine Videos.</Text>}
        {videos.map((v, i) => {
          const canRemove = manage || v.owner.slug === own.slug;
          return (
            <Group key={v.id} justify="space-between" wrap="nowrap">
              <Text>
                {i + 1}. {v.title}{' '}
                <Text span c="dimmed" size="sm">
                  ({v.owner.name})
                </Text>
              </Text>
              <Group gap={4} wrap="nowrap">
                {manage ? (
                  <>
                    <Button size="xs" variant="default" disabled={i === 0} aria-label={`${v.title} nach oben`} onClick={() => act(() => reorder(i, i - 1))}>
                      ↑
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={i === videos.length - 1}
                      aria-label={`${v.title} nach unten`}
                      onClick={() => act(() => reorder(i, i + 1))}
                    >
                      ↓
                    </Button>
                  </>
                ) : null}
                {canRemove ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${v.title} aus dem Channel entfernen`}
                    onClick={() => act(() => unplaceVideo(v.id, channel.id))}
                  >
                    Entfernen
                  </Button>
                ) : null}
              </Group>
            </Group>
          );
        })}
        {placeable.length ? (
          <Group align="flex-end">
            <Select
              label="Eigenes Video in den Channel stellen"
              data={placeable.map((v) => ({ value: String(v.id), label: v.title }))}
              value={pick}
              onChange={setPick}
              w={300}
            />
            <Button disabled={!pick} onClick={() => act(() => placeVideo(Number(pick), channel.id, videos.length + 1))}>
              Hinzufügen
            </Button>
          </Group>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </section>
  );

  /** Swaps two places: every video gets its position as sorting, so the order is explicit afterwards. */
  async function reorder(from: number, to: number) {
    const order = videos.map((v) => v.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    await Promise.all(order.map((id, i) => placeVideo(id, channel.id, i + 1)));
  }
}
