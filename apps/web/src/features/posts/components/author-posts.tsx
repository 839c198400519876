// An author's published posts as a section of its profile (business profile, region news); its own users also
// get the way to write one.
import { Link } from 'react-router';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { PostAuthorType, PostKind } from '@oabat/domain/posts';
import { AppButton } from '../../../components/app-button.tsx';
import { PostCard } from '../../../components/post-card.tsx';
import { usePosts } from '../api/posts.ts';
import { businessPath } from '../../../lib/paths.ts';

interface Props {
  type: PostAuthorType;
  slug: string;
  canWrite: boolean;
  title?: string;
  headingOrder?: 1 | 2;
  emptyText?: string;
  limit?: number;
  /** Only posts of this kind (trainee stories on /betriebe/{slug}/azubis); "Beitrag schreiben" then starts one. */
  kind?: PostKind;
}

export function AuthorPosts({ type, slug, canWrite, title = 'Neuigkeiten', headingOrder = 2, emptyText, limit = 3, kind }: Props) {
  const posts = usePosts({ author_type: type, author: slug, status: 'published', per_page: limit, ...(kind ? { kind } : {}) });
  // The full list of a business's news has its own page; other lists load more in place.
  const morePage = type === 'business' && !kind;
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
          <AppButton size="small" component={Link} to={kind === 'trainee_story' ? '/beitrag?art=azubi-geschichte' : '/beitrag'}>
            {kind === 'trainee_story' ? 'Azubi-Geschichte schreiben' : 'Beitrag schreiben'}
          </AppButton>
        ) : null}
      </Group>
      <Stack gap="sm">
        {items.map((p) => (
          <PostCard key={p.id} post={p} headingOrder={headingOrder === 1 ? 2 : 3} />
        ))}
        {!items.length ? <Text>{emptyText ?? 'Noch keine Beiträge.'}</Text> : null}
        {more && morePage ? (
          <Anchor component={Link} to={`${businessPath(slug)}/beitrag`}>
            Alle Neuigkeiten
          </Anchor>
        ) : null}
        {more && !morePage ? (
          <AppButton design="primary-flat" onClick={() => void posts.fetchNextPage()}>
            Mehr laden
          </AppButton>
        ) : null}
      </Stack>
    </section>
  );
}
