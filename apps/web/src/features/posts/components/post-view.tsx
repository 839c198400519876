// One post as readers see it: title, author and date, cover picture, its video and the text. The body is HTML that the
// server's allow-list sanitiser produced (or, in the preview, the editor's own output), so it is rendered as is.
import { Link } from 'react-router';
import { Anchor, Stack, Text, Title, Typography } from '@mantine/core';
import type { TImage } from '@oabat/domain/media';
import type { PostAuthorType, TPostVideo } from '@oabat/domain/posts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { VideoPlayer } from '../../../components/video-player.tsx';
import { postDate } from '../../../components/post-card.tsx';
import { businessPath } from '../../../lib/paths.ts';

export interface PostViewData {
  title: string;
  body: string;
  cover_image: TImage | null;
  published_at: string | null;
  author: { type: PostAuthorType; slug: string; name: string } | null;
  /** The post's video (one of its author's, or a Vimeo/YouTube link), played below the cover. */
  video?: TPostVideo | null;
}

const authorHref = (a: { type: PostAuthorType; slug: string }) =>
  a.type === 'business' ? businessPath(a.slug) : a.type === 'region' ? `/region/${a.slug}` : `/schule/${a.slug}`;

export function PostView({ post }: { post: PostViewData }) {
  return (
    <Stack gap="md" component="article">
      <Title order={1} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
        {post.title}
      </Title>
      <Text c="dimmed">
        {post.author ? (
          <Anchor component={Link} to={authorHref(post.author)} underline="always">
            {post.author.name}
          </Anchor>
        ) : null}
        {post.author && post.published_at ? ' · ' : null}
        {post.published_at ? postDate(post.published_at) : null}
      </Text>
      {post.cover_image ? (
        <ResponsiveImage
          image={post.cover_image}
          alt={`Titelbild: ${post.title}`}
          style={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 12 }}
        />
      ) : null}
      {post.video ? (
        <section aria-label={`Video: ${post.video.title}`}>
          <VideoPlayer video={post.video} />
        </section>
      ) : null}
      <Typography>
        {/* Sanitised on the server (sanitize-html allow-list): no script a user wrote reaches this. */}
        <div className="post-body" dangerouslySetInnerHTML={{ __html: post.body }} />
      </Typography>
    </Stack>
  );
}
