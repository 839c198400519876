// The catch-all page for unknown paths (spec 01 §8 "Missing page").
import { StatusPage } from './status-page.tsx';

export default function NotFoundPage() {
  return (
    <StatusPage
      status={404}
      title="Diese Seite konnte nicht gefunden werden."
      message="Vielleicht hat sich ein Tippfehler in die Adresse geschlichen, oder die Seite wurde entfernt."
    />
  );
}
