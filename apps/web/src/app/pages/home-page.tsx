// The account-dependent home route (spec 01 §2): school, region and business each have their own
// start page; guests and trainees get the root home with the search.
import { userType } from '@oabat/domain/rights';
import { useAuth } from '../../lib/auth.ts';
import { GuestHome } from './home/guest-home.tsx';
import { BusinessHome, RegionHome, SchoolHome } from './home/organisation-homes.tsx';

export default function HomePage() {
  const { user } = useAuth();
  switch (userType(user)) {
    case 'school':
      return <SchoolHome user={user!} />;
    case 'region':
      return <RegionHome user={user!} />;
    case 'business':
      return <BusinessHome user={user!} />;
    default:
      return <GuestHome user={user} />;
  }
}
