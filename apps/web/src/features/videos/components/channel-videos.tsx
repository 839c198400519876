// A channel's videos on /betrieb/channels and /region/plattform: a business places its own rendered videos on the
// channels it is a member of; the channel's region (or school) sorts the members' videos on its channel and removes them.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { VideoOwnerType } from '@oabat/domain/videos';
import { ChannelItemActions, PlaceOwnItem, useChannelAction } from '../../../components/channel-item-parts.tsx';
import { placeVideo, unplaceVideo, useVideos } from '../api/videos.ts';

export function ChannelVideos({ channel, own }: { channel: { id: number; slug: string; name: string }; own: { type: VideoOwnerType; slug: string } }) {
  const { data } = useVideos({ channel: channel.slug });
  const mine = useVideos({ owner_type: own.type, owner: own.slug });
  const { act, alert } = useChannelAction('videos');
  const videos = data?.data ?? [];
  const manage = data?.can_edit ?? false;
  const placeable = (mine.data?.data ?? []).filter((v) => v.state === 'ready' && !videos.some((c) => c.id === v.id));
  return (
    <section aria-label={`Videos im Channel ${channel.name}`}>
      <Title order={3} size="h4">
        Videos
      </Title>
      <Stack gap="xs" mt="xs">
        {videos.length ? null : <Text>In diesem Channel sind noch keine Videos.</Text>}
        {videos.map((v, i) => (
          <Group key={v.id} justify="space-between" wrap="nowrap">
            <Text>
              {i + 1}. {v.title}{' '}
              <Text span c="dimmed" size="sm">
                ({v.owner.name})
              </Text>
            </Text>
            <ChannelItemActions
              title={v.title}
              index={i}
              count={videos.length}
              move={manage ? { up: () => act(() => reorder(i, i - 1)), down: () => act(() => reorder(i, i + 1)) } : null}
              remove={manage || v.owner.slug === own.slug ? () => act(() => unplaceVideo(v.id, channel.id)) : null}
            />
          </Group>
        ))}
        <PlaceOwnItem
          label="Eigenes Video in den Channel stellen"
          button="Hinzufügen"
          options={placeable.map((v) => ({ value: String(v.id), label: v.title }))}
          onPlace={(id) => act(() => placeVideo(Number(id), channel.id, videos.length + 1))}
        />
        {alert}
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
