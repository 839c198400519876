// /betriebe/{slug}: the business profile with its jobs and reviews sections (the app composes the features).
import BusinessProfilePage from '../../features/businesses/pages/business-profile-page.tsx';
import { BusinessReviews } from '../../features/reviews/components/business-reviews.tsx';
import { BusinessJobs } from '../../features/jobs/components/business-jobs.tsx';

export default function BusinessProfileRoute({ slug }: { slug?: string }) {
  return (
    <BusinessProfilePage
      slug={slug}
      jobs={(b) => <BusinessJobs businessSlug={b.slug} businessName={b.name} />}
      reviews={(b) => <BusinessReviews business={b} />}
    />
  );
}
