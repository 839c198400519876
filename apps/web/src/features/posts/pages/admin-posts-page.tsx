// /admin/artikel: posts waiting for approval (articlePublishmentRequest leads here); the admin reads each one and
// publishes it or rejects it with a reason that the author receives by e-mail.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Card, Container, Group, Stack, Text, Textarea, Title, Typography } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { POST_COMMENT_MAX, type TPost } from '@oabat/domain/posts';
import { AppButton } from '../../../components/app-button.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { postDate } from '../../../components/post-card.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { updatePost, usePosts } from '../api/posts.ts';
import { businessPath } from '../../../lib/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function AdminPostsPage() {
  usePageTitle('Artikel freigeben');
  const posts = usePosts({ status: 'pending' });
  const items = posts.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Artikel freigeben</Title>
        {posts.isError ? <ErrorNotice error={posts.error} title="Fehler" /> : null}
        {posts.isPending ? <Loading what="Artikel" /> : !items.length ? <Text>Keine Artikel warten auf eine Freigabe.</Text> : null}
        {items.map((p) => (
          <PendingPost key={p.id} post={p} />
        ))}
        {posts.hasNextPage ? (
          <AppButton design="primary-flat" onClick={() => void posts.fetchNextPage()}>
            Mehr laden
          </AppButton>
        ) : null}
      </Stack>
    </Container>
  );
}

function PendingPost({ post }: { post: TPost }) {
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const authorHref =
    post.author.type === 'business'
      ? businessPath(post.author.slug)
      : post.author.type === 'region'
        ? `/region/${post.author.slug}`
        : `/schule/${post.author.slug}`;

  async function decide(status: 'published' | 'rejected') {
    setBusy(status);
    setError(null);
    try {
      await updatePost(post.slug, { status, comment: comment.trim() || null });
      setDone(status === 'published' ? `„${post.title}“ ist veröffentlicht.` : `„${post.title}“ wurde abgelehnt.`);
      // The decided post stays in sight with its outcome; lists elsewhere reload.
      await client.invalidateQueries({ queryKey: ['posts'], refetchType: 'none' });
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="article" id={post.slug} aria-labelledby={`t-${post.id}`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`t-${post.id}`}>
          {post.title}
        </Title>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={authorHref} underline="always">
            {post.author.name}
          </Anchor>{' '}
          · eingereicht am {postDate(post.updated_at)}
        </Text>
        {post.cover_image ? (
          <ResponsiveImage
            image={post.cover_image}
            size={2}
            alt={`Titelbild: ${post.title}`}
            style={{ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 8 }}
          />
        ) : null}
        <Typography>
          {/* Sanitised on the server (sanitize-html allow-list): no script a user wrote reaches this. */}
          <div dangerouslySetInnerHTML={{ __html: post.body }} />
        </Typography>
        {done ? (
          <Alert color="green" role="status">
            {done}
          </Alert>
        ) : (
          <>
            <Textarea
              label="Begründung (bei Ablehnung)"
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={POST_COMMENT_MAX}
            />
            <ErrorNotice error={error} />
            <Group>
              <AppButton onClick={() => void decide('published')} loading={busy === 'published'}>
                Freigeben
              </AppButton>
              <AppButton design="flat" onClick={() => void decide('rejected')} loading={busy === 'rejected'}>
                Ablehnen
              </AppButton>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
