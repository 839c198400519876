// /betriebe/{slug}: the business profile with its reviews section (the app composes the two features).
import BusinessProfilePage from '../../features/businesses/pages/business-profile-page.tsx';
import { BusinessReviews } from '../../features/reviews/components/business-reviews.tsx';

export default function BusinessProfileRoute() {
  return <BusinessProfilePage reviews={(b) => <BusinessReviews business={b} />} />;
}
