// /betriebe/{slug}/beitrag/{postSlug?}: one post of a business (its author also sees drafts and pending ones, with
// the way to edit), or without a post slug the business's published posts.
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { POST_STATUS_LABELS } from '@oabat/domain/posts';
import { AppButton } from '../../../components/app-button.tsx';
import { PostCard } from '../../../components/post-card.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePost, usePosts } from '../api/posts.ts';
import { PostView } from '../components/post-view.tsx';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';

export default function BusinessPostPage() {
  const { slug = '', postSlug } = useParams();
  return postSlug ? <OnePost businessSlug={slug} postSlug={postSlug} /> : <BusinessPosts businessSlug={slug} />;
}

function OnePost({ businessSlug, postSlug }: { businessSlug: string; postSlug: string }) {
  const post = usePost(postSlug);
  const p = post.data && post.data.author.type === 'business' && post.data.author.slug === businessSlug ? post.data : null;
  usePageTitle(p ? p.title : 'Beitrag');
  if (post.isPending)
    return (
      <Container size="md" py="md">
        <Loading what="Beitrag" />
      </Container>
    );
  if (!p) {
    return (
      <Container size="md" py="md">
        <Title order={1}>Diesen Beitrag gibt es nicht</Title>
        <Text mt="sm">{post.error ? normaliseError(post.error).message : 'Der Beitrag gehört zu einem anderen Betrieb.'}</Text>
        <Anchor component={Link} to={businessPath(businessSlug)} mt="sm" display="block">
          Zum Betrieb
        </Anchor>
      </Container>
    );
  }
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        {p.can_edit ? (
          <Alert color={p.status === 'published' ? 'green' : p.status === 'rejected' ? 'red' : 'oabat'} role="status">
            <Group justify="space-between">
              <Badge variant="white">{POST_STATUS_LABELS[p.status]}</Badge>
              <AppButton size="small" component={Link} to={`/beitrag/${p.slug}`}>
                Bearbeiten
              </AppButton>
            </Group>
          </Alert>
        ) : null}
        <PostView post={p} />
        <Anchor component={Link} to={businessPath(businessSlug)}>
          Mehr über {p.author.name}
        </Anchor>
      </Stack>
    </Container>
  );
}

function BusinessPosts({ businessSlug }: { businessSlug: string }) {
  const posts = usePosts({ author_type: 'business', author: businessSlug });
  const items = (posts.data?.pages.flatMap((pg) => pg.data) ?? []).filter((x) => x.status === 'published');
  const name = items[0]?.author.name;
  usePageTitle(name ? `Neuigkeiten von ${name}` : 'Neuigkeiten');
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>{name ? `Neuigkeiten von ${name}` : 'Neuigkeiten'}</Title>
        {posts.isPending ? <Loading what="Beiträge" /> : !items.length ? <Text>Noch keine Beiträge.</Text> : null}
        {items.map((p) => (
          <PostCard key={p.id} post={p} headingOrder={2} />
        ))}
        {posts.hasNextPage ? (
          <AppButton design="primary-flat" onClick={() => void posts.fetchNextPage()} loading={posts.isFetchingNextPage}>
            Mehr laden
          </AppButton>
        ) : null}
        <Anchor component={Link} to={businessPath(businessSlug)}>
          Zum Betrieb
        </Anchor>
      </Stack>
    </Container>
  );
}
