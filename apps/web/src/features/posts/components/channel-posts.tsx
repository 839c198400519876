// A channel's posts on /betrieb/channels and /region/plattform, in the channel's order. A published post is on its
// author's channels from its first publication; the channel's region (or school) moves posts up and down (the order
// is stored on the server) and removes them; an author takes its own post off or places it (again) on the channel.
import { Alert, Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { postHref, type PostAuthorType } from '@oabat/domain/posts';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { placePost, unplacePost, usePosts } from '../api/posts.ts';

interface Props {
  channel: { id: number; slug: string; name: string };
  own: { type: PostAuthorType; slug: string };
  /** The channel is the viewer's region's or school's (rights module, canManageChannelPosts). */
  manage: boolean;
}

export function ChannelPosts({ channel, own, manage }: Props) {
  const qc = useQueryClient();
  const list = usePosts({ channel: channel.slug, per_page: 50 });
  const mine = usePosts({ mine: '1', status: 'published', per_page: 50 });
  const [pick, setPick] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const posts = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const placeable = (mine.data?.pages.flatMap((p) => p.data) ?? []).filter((p) => !p.channels.some((c) => c.id === channel.id));
  const act = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
      await qc.invalidateQueries({ queryKey: ['posts'] });
    } catch (err) {
      setFailure(normaliseError(err).message);
    }
  };
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
              <Group gap={4} wrap="nowrap">
                {manage ? (
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={i === 0}
                      aria-label={`${p.title} nach oben`}
                      onClick={() => act(() => placePost(p.slug, channel.id, i))}
                    >
                      ↑
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={i === total - 1}
                      aria-label={`${p.title} nach unten`}
                      onClick={() => act(() => placePost(p.slug, channel.id, i + 2))}
                    >
                      ↓
                    </Button>
                  </>
                ) : null}
                {manage || isOwn ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${p.title} aus dem Channel entfernen`}
                    onClick={() => act(() => unplacePost(p.slug, channel.id))}
                  >
                    Entfernen
                  </Button>
                ) : null}
              </Group>
            </Group>
          );
        })}
        {list.hasNextPage ? (
          <AppButton design="primary-flat" size="small" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Mehr laden
          </AppButton>
        ) : null}
        {placeable.length ? (
          <Group align="flex-end">
            <Select
              label="Eigenen Beitrag in den Channel stellen"
              data={placeable.map((p) => ({ value: p.slug, label: p.title }))}
              value={pick}
              onChange={setPick}
              w={300}
            />
            <Button
              disabled={!pick}
              onClick={() =>
                act(async () => {
                  await placePost(pick!, channel.id, 1);
                  setPick(null);
                })
              }
            >
              Beitrag hinzufügen
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
}
