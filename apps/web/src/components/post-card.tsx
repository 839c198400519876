// A post in a list (news tab, business profile, region news): cover, title linking to the post, author, date, opening.
import { formatDay } from '@oabat/domain/dates';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { POST_STATUS_LABELS, postHref, type TPost } from '@oabat/domain/posts';
import { ResponsiveImage } from './responsive-image.tsx';

export const postDate = (iso: string | null) => (iso ? formatDay(iso, 'long') : '');

export function PostCard({ post, headingOrder = 3, showStatus = false }: { post: TPost; headingOrder?: 2 | 3 | 4; showStatus?: boolean }) {
  return (
    <Card withBorder radius="md" padding="md" id={post.slug} component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {post.cover_image ? (
          <ResponsiveImage image={post.cover_image} size={1} alt="" style={{ width: 112, height: 84, objectFit: 'cover', borderRadius: 8, flexShrink: 0 }} />
        ) : null}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={postHref(post)} inherit>
              {post.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {[
              post.author.name,
              post.place?.name !== post.author.name ? post.place?.name : null,
              postDate(post.published_at ?? post.created_at),
              post.distance_km != null && post.distance_km >= 1 ? `${Math.round(post.distance_km).toLocaleString('de-DE')} km entfernt` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {showStatus ? (
            <Badge variant="light" color={post.status === 'published' ? 'green' : post.status === 'rejected' ? 'red' : 'gray'}>
              {POST_STATUS_LABELS[post.status]}
            </Badge>
          ) : null}
          <Text size="sm" lineClamp={3}>
            {post.excerpt}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
