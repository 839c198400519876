// /betriebe/{slug}/profilbesucher: the business's visitor counts, and below them its visitors during its job fairs
// (the app composes the features).
import { useParams } from 'react-router';
import { Container } from '@mantine/core';
import ProfileVisitorsPage from '../../features/businesses/pages/profile-visitors-page.tsx';
import { FairVisitors } from '../../features/fairs/components/fair-visitors.tsx';

// Worded apart from the page's own cards above, so each figure has a label of its own.
const LABELS: Record<string, string> = {
  profile_visit: 'Aufrufe des Profils',
  contact_click: 'Kontakt angeklickt',
  website_click: 'Webseite angeklickt',
  video_play: 'Video gestartet',
  phone_click: 'Telefonnummer angeklickt',
};

export default function ProfileVisitorsRoute() {
  const { slug = '' } = useParams();
  return (
    <>
      <ProfileVisitorsPage />
      <Container size="md" pb="md">
        <FairVisitors business={slug} labels={LABELS} />
      </Container>
    </>
  );
}
