// /betriebe/{slug}/azubis: the business's trainees tell about their training: videos of the kind "Azubi-Geschichte"
// (the business uploads them there) and, from the app, the posts of that kind (the posts feature's list).
import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { OwnerVideos } from '../components/owner-videos.tsx';

/** The trainee-story posts of the business (the app passes the posts feature's list; features do not import each other). */
export type StoryPostsSlot = (businessSlug: string) => ReactNode;

export default function TraineeStoriesPage({ posts }: { posts?: StoryPostsSlot } = {}) {
  const slug = useParams().slug ?? '';
  usePageTitle('Unsere Azubis erzählen');
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Unsere Azubis erzählen</Title>
        {posts?.(slug)}
        <OwnerVideos
          type="business"
          slug={slug}
          kind="trainee_story"
          title="Azubi-Geschichten"
          emptyText="Hier erzählen bald unsere Azubis von ihrer Ausbildung."
        />
      </Stack>
    </Container>
  );
}
