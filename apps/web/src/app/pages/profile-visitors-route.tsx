// /betriebe/{slug}/profilbesucher: the business's visitor counts, and below them its visitors during its job fairs
// (the app composes the features).
import { useParams } from 'react-router';
import { Container } from '@mantine/core';
import ProfileVisitorsPage from '../../features/businesses/pages/profile-visitors-page.tsx';
import { FairVisitors } from '../../features/fairs/components/fair-visitors.tsx';

const LABELS: Record<string, string> = {
  profile_visit: 'Profilaufrufe',
  contact_click: 'Klicks auf Kontakt',
  website_click: 'Klicks auf die Webseite',
  video_play: 'Videostarts',
  phone_click: 'Klicks auf die Telefonnummer',
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
