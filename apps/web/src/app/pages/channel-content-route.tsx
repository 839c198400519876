// /betrieb/channels and /region/plattform: the channels of the organisation with their posts (posts feature) and
// videos (videos feature). A business sees its content on the channels it is on; the channel's region (or school)
// sorts and removes its members' posts and videos there.
import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { canManageChannelPosts } from '@oabat/domain/rights';
import type { PostAuthorType } from '@oabat/domain/posts';
import { useAuth } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useMyChannels } from '../../features/videos/api/videos.ts';
import { ChannelVideos } from '../../features/videos/components/channel-videos.tsx';
import { ChannelPosts } from '../../features/posts/components/channel-posts.tsx';

export default function ChannelContentRoute() {
  const { user } = useAuth();
  const channels = useMyChannels();
  const region = !!user?.region;
  usePageTitle(region ? 'Channelinhalte' : 'Channels');
  const org = user?.region ?? user?.school ?? user?.business;
  const own = org ? { type: (user?.region ? 'region' : user?.school ? 'school' : 'business') as PostAuthorType, slug: org.slug } : null;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>{region ? 'Channelinhalte' : 'Channels'}</Title>
        <Text>
          {region
            ? 'Die Beiträge und Videos deiner Mitglieder in deinem Channel: Reihenfolge festlegen und Inhalte entfernen.'
            : 'Die Channels, in denen dein Betrieb ist, und deine Beiträge und Videos dort.'}
        </Text>
        {channels.data && !channels.data.length ? <Text>Du bist noch in keinem Channel.</Text> : null}
        {own
          ? channels.data?.map((c) => (
              <Card key={c.id} withBorder radius="md" padding="md" component="section" aria-labelledby={`channel-${c.id}`}>
                <Title order={2} size="h3" id={`channel-${c.id}`}>
                  {c.name}
                </Title>
                <Stack gap="lg" mt="sm">
                  <ChannelPosts channel={c} own={own} manage={canManageChannelPosts(user, c.slug)} />
                  <ChannelVideos channel={c} own={own} />
                </Stack>
              </Card>
            ))
          : null}
      </Stack>
    </Container>
  );
}
