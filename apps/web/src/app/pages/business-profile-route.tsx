// /betriebe/{slug}: the business profile with its jobs, reviews, videos and posts sections (the app composes the features).
import BusinessProfilePage from '../../features/businesses/pages/business-profile-page.tsx';
import { BusinessReviews } from '../../features/reviews/components/business-reviews.tsx';
import { BusinessJobs } from '../../features/jobs/components/business-jobs.tsx';
import { AuthorPosts } from '../../features/posts/components/author-posts.tsx';
import { OwnerVideos } from '../../features/videos/components/owner-videos.tsx';
import { AnswerStats } from '../../features/answers/components/answer-stats.tsx';

export default function BusinessProfileRoute({ slug }: { slug?: string }) {
  return (
    <BusinessProfilePage
      slug={slug}
      answers={(b) => <AnswerStats slug={b.slug} />}
      jobs={(b) => <BusinessJobs businessSlug={b.slug} businessName={b.name} />}
      reviews={(b) => <BusinessReviews business={b} />}
      posts={(b) => (
        <>
          <OwnerVideos type="business" slug={b.slug} />
          <AuthorPosts type="business" slug={b.slug} canWrite={b.can_edit} />
        </>
      )}
    />
  );
}
