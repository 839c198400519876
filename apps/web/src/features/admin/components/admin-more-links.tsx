// The admin overview's links to the remaining admin pages, and the switch of this browser's superadmin flag
// (spec 01 §2: superadmin is the admin plus a locally stored flag; it opens /timer).
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Switch } from '@mantine/core';
import { storage } from '../../../lib/storage.ts';

export function AdminMoreLinks({ superadminKey }: { superadminKey: string }) {
  const [superadmin, setSuperadmin] = useState(() => storage.get<boolean>(superadminKey) === true);
  return (
    <>
      <Anchor component={Link} to="/admin/joblists" w="fit-content">
        Joblisten und Themen kuratieren
      </Anchor>
      <Anchor component={Link} to="/admin/konversationen" w="fit-content">
        Konversationen finden und lesen
      </Anchor>
      <Anchor component={Link} to="/admin/umfragen" w="fit-content">
        Umfragen: anlegen, Antworten ansehen, CSV-Export
      </Anchor>
      <Anchor component={Link} to="/admin/livestreams" w="fit-content">
        Livestreams: anlegen, einer Messe zuordnen, Umfragen und Chat
      </Anchor>
      <Anchor component={Link} to="/admin/chat" w="fit-content">
        Chat-Rundnachricht an alle Betriebe, Schulen und Regionen eines Channels
      </Anchor>
      <Anchor component={Link} to="/admin/kampagne" w="fit-content">
        Kampagnen: Werbung und Newsletter
      </Anchor>
      <Anchor component={Link} to="/admin/caches" w="fit-content">
        Caches leeren
      </Anchor>
      {superadmin ? (
        <Anchor component={Link} to="/timer" w="fit-content">
          Zeitpläne der Hintergrundaufgaben
        </Anchor>
      ) : null}
      <Switch
        label="Superadmin-Modus in diesem Browser"
        checked={superadmin}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          if (on) storage.set(superadminKey, true);
          else storage.remove(superadminKey);
          setSuperadmin(on);
        }}
      />
    </>
  );
}
