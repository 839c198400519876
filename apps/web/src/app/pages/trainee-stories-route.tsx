// /betriebe/{slug}/azubis: the trainee-story videos (videos feature) with the trainee-story posts (posts feature).
import TraineeStoriesPage from '../../features/videos/pages/trainee-stories-page.tsx';
import { AuthorPosts } from '../../features/posts/components/author-posts.tsx';
import { useAuth } from '../../lib/auth.ts';

export default function TraineeStoriesRoute() {
  const { user } = useAuth();
  return (
    <TraineeStoriesPage
      posts={(slug) => (
        <AuthorPosts
          type="business"
          slug={slug}
          kind="trainee_story"
          canWrite={user?.business?.slug === slug}
          title="Erfahrungsberichte"
          limit={10}
          emptyText="Noch keine Erfahrungsberichte."
        />
      )}
    />
  );
}
