// A channel's posts on /betrieb/channels and /region/plattform, in the channel's order. A published post is on its
// author's channels from its first publication; the channel's region (or school) moves posts up and down (the order
// is stored on the server) and removes them; an author takes its own post off or places it (again) on the channel.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { postHref, type PostAuthorType } from '@oabat/domain/posts';
import { AppButton } from '../../../components/app-button.tsx';
import { ChannelItemActions, PlaceOwnItem, useChannelAction } from '../../../components/channel-item-parts.tsx';
import { placePost, unplacePost, usePosts } from '../api/posts.ts';

interface Props {
  channel: { id: number; slug: string; name: string };
  own: { type: PostAuthorType; slug: string };
  /** The channel is the viewer's region's or school's (rights module, canManageChannelPosts). */
  manage: boolean;
}

export function ChannelPosts({ channel, own, manage }: Props) {
  const list = usePosts({ channel: channel.slug, per_page: 50 });
  const mine = usePosts({ mine: '1', status: 'published', per_page: 50 });
  const { act, alert } = useChannelAction('posts');
  const posts = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const placeable = (mine.data?.pages.flatMap((p) => p.data) ?? []).filter((p) => !p.channels.some((c) => c.id === channel.id));
  return (
    <section aria-label={`Beiträge im Channel ${channel.name}`}>
      <Title order={3} size="h4">
        Beiträge
      </Title>
      <Stack gap="xs" mt="xs">
        {list.data && !posts.length ? <Text>In diesem Channel sind noch keine Beiträge.</Text> : null}
        {posts.map((p, i) => {
          const isOwn = p.author.type === own.type && p.author.slug === own.slug;
          return (
            <Group key={p.id} justify="space-between" wrap="nowrap">
              <Text style={{ minWidth: 0 }}>
                {i + 1}.{' '}
                <Anchor component={Link} to={postHref(p)}>
                  {p.title}
                </Anchor>{' '}
                <Text span c="dimmed" size="sm">
                  ({p.author.name})
                </Text>
              </Text>
              <ChannelItemActions
                title={p.title}
                index={i}
                count={total}
                move={manage ? { up: () => act(() => placePost(p.slug, channel.id, i)), down: () => act(() => placePost(p.slug, channel.id, i + 2)) } : null}
                remove={manage || isOwn ? () => act(() => unplacePost(p.slug, channel.id)) : null}
              />
            </Group>
          );
        })}
        {list.hasNextPage ? (
          <AppButton design="primary-flat" size="small" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Mehr laden
          </AppButton>
        ) : null}
        <PlaceOwnItem
          label="Eigenen Beitrag in den Channel stellen"
          button="Beitrag hinzufügen"
          options={placeable.map((p) => ({ value: p.slug, label: p.title }))}
          onPlace={(slug) => act(() => placePost(slug, channel.id, 1))}
        />
        {alert}
      </Stack>
    </section>
  );
}
