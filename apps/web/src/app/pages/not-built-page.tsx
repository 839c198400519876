// A route of the spec whose feature is not built yet says so plainly instead of pretending.
import { StatusPage } from './status-page.tsx';

export default function NotBuiltPage() {
  return <StatusPage status={404} title="Diese Seite gibt es noch nicht" message="Wir arbeiten daran. Schau bald wieder vorbei." />;
}
