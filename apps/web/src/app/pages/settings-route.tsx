// /einstellungen: the account settings with "Oabat bewerten". The platform review form lives here because every
// logged-in account type has this page and looks here for what concerns its account; the approved platform
// reviews are shown on the root home page (app/pages/home/guest-home.tsx), which guests see first. There is no
// "Über uns" page with room for them (/idee is a short static text). Businesses and regions also find the
// codes to show their jobs on their own website here.
import { Paper } from '@mantine/core';
import SettingsPage from '../../features/accounts/pages/settings-page.tsx';
import { PlatformReviewSection } from '../../features/reviews/components/platform-review-section.tsx';
import { EmbedSnippets, regionEmbedOffers, type EmbedOffer } from '../../components/embed-snippets.tsx';
import { useAuth } from '../../lib/auth.ts';
import { ParentalConsentCard } from '../../features/parental-consent/components/parental-consent-card.tsx';

function EmbedSection() {
  const { user } = useAuth();
  const offers: EmbedOffer[] = user?.region
    ? regionEmbedOffers(user.region.slug)
    : user?.business
      ? [
          { label: 'Alle unsere Stellen', kind: 'jobs', params: { business: user.business.slug }, title: `Stellen bei ${user.business.name}` },
          {
            label: 'Unsere Ausbildungsplätze',
            kind: 'jobs',
            params: { business: user.business.slug, type: 'ausbildung' },
            title: `Ausbildung bei ${user.business.name}`,
          },
        ]
      : [];
  if (!offers.length) return null;
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label="Auf der eigenen Website einbinden">
      <EmbedSnippets offers={offers} />
    </Paper>
  );
}

export default function SettingsRoute() {
  return (
    <SettingsPage
      extra={
        <>
          <ParentalConsentCard />
          <EmbedSection />
          <PlatformReviewSection />
        </>
      }
    />
  );
}
