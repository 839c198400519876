// /schule: for schools: what Oabat offers and the way to register. A school user lands here too (the
// no-school guard of other pages redirects schools to /schule), so it gets the way to its own pages.
import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { OfferPage } from '../components/offer-page.tsx';

const OFFERS = [
  { title: 'Berufsorientierung', text: 'Eure Schülerinnen und Schüler finden Ausbildungs- und Praktikumsplätze in der Nähe.' },
  { title: 'Firmennetzwerk', text: 'Vernetzt euch mit Betrieben der Umgebung für Praktika, Besuche und Projekte.' },
  { title: 'Schwarzes Brett', text: 'Teilt Angebote und Termine mit euren Klassen an einem Ort.' },
  { title: 'Eure Schulseite', text: 'Stellt eure Schule mit Bildern, Video und Kontakt vor.' },
  { title: 'Teil eurer Region', text: 'Gehört zur Ausbildungsregion eures Landkreises und erscheint auf ihrer Seite.' },
  { title: 'Kostenlos', text: 'Für Schulen ist Oabat kostenlos.' },
];

export default function SchoolLandingPage() {
  usePageTitle('Für Schulen');
  const { user } = useAuth();
  const school = user?.school;
  return (
    <OfferPage
      heading="Oabat für Schulen"
      lead="Begleitet eure Schülerinnen und Schüler bei der Berufsorientierung – gemeinsam mit den Betrieben eurer Region."
      offers={OFFERS}
      actions={
        school ? (
          <>
            <Button component={Link} to={`/schule/${school.slug}`}>
              Zu eurer Schulseite
            </Button>
            <Button component={Link} to="/schule/einstellungen" variant="light">
              Einstellungen
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/schule/registrierung">
              Schule registrieren
            </Button>
            <Button component={Link} to="/schule/suche" variant="light">
              Schulen finden
            </Button>
          </>
        )
      }
    />
  );
}
