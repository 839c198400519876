// Start pages of businesses, schools and regions: their main tasks at a glance.
import { Container, Stack, Text, Title } from '@mantine/core';
import type { TUser } from '@oabat/domain/accounts';
import { canCreateJobType } from '@oabat/domain/rights';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ActionCards, type ActionCard } from './action-cards.tsx';
import { businessPath } from '../../../lib/paths.ts';

function OrganisationHome({ title, intro, cards }: { title: string; intro: string; cards: ActionCard[] }) {
  usePageTitle('Startseite');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text>{intro}</Text>
        <ActionCards cards={cards} headingOrder={2} />
      </Stack>
    </Container>
  );
}

export function BusinessHome({ user }: { user: TUser }) {
  const b = user.business!;
  const cards: ActionCard[] = [
    { title: 'Profil bearbeiten', text: 'Bilder, Ansprechperson und was euren Betrieb ausmacht.', to: `${businessPath(b.slug)}/bearbeiten` },
    { title: 'Unsere Berufe', text: 'Eure Ausbildungsplätze, Praktika und Jobs verwalten.', to: `${businessPath(b.slug)}/jobs/uebersicht` },
    { title: 'Nachrichten', text: 'Anfragen von Schülerinnen, Schülern und Schulen beantworten.', to: '/chat' },
  ];
  if (canCreateJobType(user, 1))
    cards.push({ title: 'Ausbildungsplatz anlegen', text: 'In wenigen Schritten veröffentlicht.', to: `${businessPath(b.slug)}/jobs/erstellen?type=1` });
  else if (canCreateJobType(user, 3)) cards.push({ title: 'Job anlegen', text: 'In wenigen Schritten veröffentlicht.', to: '/betrieb/job/erstellen?type=3' });
  cards.push({ title: 'Öffentliches Profil ansehen', text: 'So sehen Bewerberinnen und Bewerber euren Betrieb.', to: businessPath(b.slug) });
  return <OrganisationHome title={`Willkommen, ${b.name}`} intro={`Schön, dass du da bist, ${user.firstname}.`} cards={cards} />;
}

export function SchoolHome({ user }: { user: TUser }) {
  const s = user.school!;
  return (
    <OrganisationHome
      title={`Willkommen, ${s.name}`}
      intro="Begleite deine Schülerinnen und Schüler bei der Berufsorientierung."
      cards={[
        { title: 'Schulprofil', text: 'So stellt sich eure Schule vor.', to: `/schule/${s.slug}` },
        { title: 'Schwarzes Brett', text: 'Praktika und Ausbildungsplätze für eure Klassen.', to: `/schule/${s.slug}/schwarzes-brett` },
        { title: 'Firmennetzwerk', text: 'Betriebe, mit denen eure Schule zusammenarbeitet.', to: '/schule/firmennetzwerk' },
        { title: 'Nachrichten', text: 'Austausch mit Betrieben.', to: '/chat' },
        { title: 'Veranstaltungen', text: 'Termine eurer Schule anlegen und bearbeiten.', to: '/event' },
      ]}
    />
  );
}

export function RegionHome({ user }: { user: TUser }) {
  const r = user.region!;
  return (
    <OrganisationHome
      title={`Willkommen, Region ${r.name}`}
      intro="Bring Betriebe, Schulen und junge Menschen deiner Region zusammen."
      cards={[
        { title: 'Mitgliederverwaltung', text: 'Betriebe deiner Region.', to: '/region/betriebe' },
        { title: 'Mein Channel', text: 'Die Seite deiner Region.', to: '/region/channel' },
        { title: 'Channelinhalte', text: 'Videos, Materialien und Termine.', to: '/region/plattform' },
        { title: 'Schulverwaltung', text: 'Schulen deiner Region.', to: '/region/schulen' },
        { title: 'Veranstaltungen', text: 'Termine deiner Region anlegen; die Betriebe erfahren es im Chat.', to: '/event' },
        { title: 'Öffentliche Seite', text: 'So sieht deine Region für alle aus.', to: `/region/${r.slug}` },
      ]}
    />
  );
}
