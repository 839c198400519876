// /betriebe/{slug}/azubis: the business's trainees tell about their training (videos of the kind "Azubi-Geschichte";
// the business uploads them there).
import { Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { OwnerVideos } from '../components/owner-videos.tsx';

export default function TraineeStoriesPage() {
  const slug = useParams().slug ?? '';
  usePageTitle('Unsere Azubis erzählen');
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Unsere Azubis erzählen</Title>
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
