// /betrieb: for employers: what Oabat offers and the way to register (guests and businesses only; the route's
// guards send trainees, schools and regions away).
import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { OfferPage } from '../components/offer-page.tsx';
import { businessPath } from '../../../lib/paths.ts';

const OFFERS = [
  { title: 'Ausbildungsplätze zeigen', text: 'Veröffentliche Ausbildungs-, Praktikums- und Arbeitsstellen, die Jugendliche in deiner Nähe finden.' },
  { title: 'Direkt ins Gespräch', text: 'Interessierte schreiben dir im Chat – ohne Anschreiben und ohne Umwege.' },
  { title: 'Dein Betriebsprofil', text: 'Stelle deinen Betrieb mit Bildern, Video und Ansprechpartner vor, an allen Standorten.' },
  { title: 'Schulen und Regionen', text: 'Vernetze dich mit Schulen und werde Teil der Ausbildungsregion deines Landkreises.' },
  { title: 'Statistiken', text: 'Sieh, wie oft deine Stellen angesehen und gemerkt werden.' },
  { title: 'Mit dem Handy', text: 'Oabat funktioniert auf dem Handy wie am Computer – für dich und für die Jugendlichen.' },
];

export default function EmployerLandingPage() {
  usePageTitle('Für Betriebe');
  const { user } = useAuth();
  const business = user?.business;
  return (
    <OfferPage
      heading="Oabat für Betriebe"
      lead="Finde Auszubildende und Praktikanten aus deiner Region – dort, wo Jugendliche nach ihrer Zukunft suchen."
      offers={OFFERS}
      actions={
        business ? (
          <>
            <Button component={Link} to={businessPath(business.slug)}>
              Zu deinem Betriebsprofil
            </Button>
            <Button component={Link} to="/betrieb/job/erstellen" variant="light">
              Stelle erstellen
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/arbeitgeber/registrierung">
              Betrieb kostenlos registrieren
            </Button>
            <Button component={Link} to="/anmelden" variant="light">
              Anmelden
            </Button>
          </>
        )
      }
    />
  );
}
