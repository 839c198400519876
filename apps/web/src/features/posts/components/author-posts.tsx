// An author's published posts as a section of its profile (business profile, region news); its own users also
// get the way to write one.
import { Link } from 'react-router';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { PostAuthorType } from '@oabat/domain/posts';
import { AppButton } from '../../../components/app-button.tsx';
import { PostCard } from '../../../components/post-card.tsx';
import { usePosts } from '../api/posts.ts';

interface Props {
  type: PostAuthorType;
  slug: string;
  canWrite: boolean;
  title?: string;
  headingOrder?: 1 | 2;
  emptyText?: string;
  limit?: number;
}

export function AuthorPosts({ type, slug, canWrite, title = 'Neuigkeiten', headingOrder = 2, emptyText, limit = 3 }: Props) {
  const posts = usePosts({ author_type: type, author: slug, status: 'published', per_page: limit });
  const items = posts.data?.pages.flatMap((p) => p.data) ?? [];
  const more = (posts.data?.pages[0]?.total ?? 0) > items.length;
  if (!items.length && !canWrite && !emptyText) return null;
  return (
    <section aria-labelledby={`posts-${slug}`}>
      <Group justify="space-between" mb="xs">
        <Title order={headingOrder} size="h3" id={`posts-${slug}`}>
          {title}
        </Title>
        {canWrite ? (
          <AppButton size="small" component={Link} to="/beitrag">
            Beitrag schreiben
          </AppButton>
        ) : null}
      </Group>
      <Stack gap="sm">
        {items.map((p) => (
          <PostCard key={p.id} post={p} headingOrder={headingOrder === 1 ? 2 : 3} />
        ))}
        {!items.length ? <Text>{emptyText ?? 'Noch keine Beiträge.'}</Text> : null}
        {more && type === 'business' ? (
          <Anchor component={Link} to={`/betriebe/${slug}/beitrag`}>
            Alle Neuigkeiten
          </Anchor>
        ) : null}
        {more && type !== 'business' ? (
          <AppButton design="primary-flat" onClick={() => void posts.fetchNextPage()}>
            Mehr laden
          </AppButton>
        ) : null}
      </Stack>
    </section>
  );
}
