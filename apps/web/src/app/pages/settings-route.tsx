// /einstellungen: the account settings with "Oabat bewerten". The platform review form lives here because every
// logged-in account type has this page and looks here for what concerns its account; the approved platform
// reviews are shown on the root home page (app/pages/home/guest-home.tsx), which guests see first. There is no
// "Über uns" page with room for them (/idee is a short static text).
import SettingsPage from '../../features/accounts/pages/settings-page.tsx';
import { PlatformReviewSection } from '../../features/reviews/components/platform-review-section.tsx';

export default function SettingsRoute() {
  return <SettingsPage extra={<PlatformReviewSection />} />;
}
