// /region/{slug}/news: the region page with the region's posts (the app composes the features).
import { canEditRegion } from '@oabat/domain/rights';
import RegionNewsPage from '../../features/regions/pages/region-news-page.tsx';
import { AuthorPosts } from '../../features/posts/components/author-posts.tsx';
import { useAuth } from '../../lib/auth.ts';

export default function RegionNewsRoute() {
  const { user } = useAuth();
  return (
    <RegionNewsPage
      posts={(r) => (
        <AuthorPosts
          type="region"
          slug={r.slug}
          canWrite={canEditRegion(user, r.slug)}
          title="Beiträge"
          limit={20}
          emptyText={`Noch keine Neuigkeiten aus der Region ${r.name}.`}
        />
      )}
    />
  );
}
