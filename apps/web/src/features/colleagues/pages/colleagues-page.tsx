// /betrieb/benutzer and /schule/nutzerverwaltung: who looks after the organisation's page; invite a
// colleague by e-mail or remove one. The signed-in user's business or school decides which.
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ColleagueList } from '../components/colleague-list.tsx';

const TEXTS = {
  business: { title: 'Benutzer', listHeading: 'Wer das Profil betreut' },
  school: { title: 'Nutzerverwaltung', listHeading: 'Wer die Seite der Schule betreut' },
} as const;

export default function ColleaguesPage() {
  const user = useAuth().user;
  const kind = user?.business ? 'business' : 'school';
  const id = user?.business?.id ?? user?.school?.id;
  usePageTitle(TEXTS[kind].title);
  if (!id) return null;
  return <ColleagueList kind={kind} organisationId={id} {...TEXTS[kind]} />;
}
