// The account-dependent profile route: region, trainee, school or business profile (spec 01 §2).
import { Navigate } from 'react-router';
import { userType } from '@oabat/domain/rights';
import { useAuth } from '../../lib/auth.ts';
import { businessPath } from '../../lib/paths.ts';

export function profilePath(user: ReturnType<typeof useAuth>['user']): string {
  switch (userType(user)) {
    case 'region':
      return `/region/${user!.region!.slug}`;
    case 'school':
      return `/schule/${user!.school!.slug}`;
    case 'business':
      return businessPath(user!.business!.slug);
    case 'trainee':
      return '/i/profile';
    default:
      return '/einstellungen';
  }
}

export default function ProfileRedirectPage() {
  const { user } = useAuth();
  return <Navigate to={profilePath(user)} replace />;
}
