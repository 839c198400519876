// Demo events: the region Passau has an upcoming training fair (three weeks after the first start, 9 to 15 o'clock
// Berlin time) and a past online evening; the school has an upcoming parents' evening. Idempotent per channel and title.
import { berlinWallTimeToIso } from '@oabat/domain/events';
import { slugify } from '@oabat/domain/locations';
import type { Queryable } from '../../db.ts';
import { sanitizePostBody } from '../posts/posts.sanitize.ts';
import { findChannel, insertEvent } from './events.repository.ts';

const DEMO_EVENTS = [
  {
    channel: 'passau',
    days: 21,
    from: '09:00',
    to: '15:00',
    title: 'Ausbildungsmesse Passau',
    description:
      '<h2>Über 60 Betriebe stellen sich vor</h2><p>Komm vorbei, sprich mit Azubis und Ausbilderinnen und bring deinen Lebenslauf mit: Wir checken ihn kostenlos.</p>',
    location_name: 'Dreiländerhalle',
    street: 'Am Ausbildungszentrum 1',
    postal_code: '94036',
    city: 'Passau',
    online_url: null,
  },
  {
    channel: 'passau',
    days: -10,
    from: '18:00',
    to: '19:30',
    title: 'Online-Infoabend: Ausbildung in der Region',
    description: '<p>Betriebe aus der Region Passau erzählen, wie eine Ausbildung bei ihnen abläuft.</p>',
    location_name: null,
    street: null,
    postal_code: null,
    city: null,
    online_url: 'https://meet.oabat.example/infoabend',
  },
  {
    channel: 'mittelschule-passau-st-nikola',
    days: 14,
    from: '19:00',
    to: '20:30',
    title: 'Elternabend zur Berufsorientierung',
    description: '<p>Wir stellen das Praktikum der 8. Klassen vor und beantworten Fragen.</p>',
    location_name: 'Aula',
    street: 'Nikolastraße 5',
    postal_code: '94032',
    city: 'Passau',
    online_url: null,
  },
];

export async function seedEventsDemo(q: Queryable) {
  for (const e of DEMO_EVENTS) {
    const channel = await findChannel(q, e.channel);
    if (!channel) continue;
    if (await q.one(`SELECT 1 FROM events WHERE channel_id = $1 AND title = $2`, [channel.id, e.title])) continue;
    const day = new Date(Date.now() + e.days * 86_400_000).toISOString().slice(0, 10);
    const by = await q.one<{ id: number }>(
      `SELECT user_id AS id FROM region_users ru JOIN regions r ON r.id = ru.region_id WHERE r.channel_id = $1
      UNION ALL SELECT user_id FROM school_users su JOIN schools s ON s.id = su.school_id WHERE s.channel_id = $1 LIMIT 1`,
      [channel.id],
    );
    await insertEvent(
      q,
      channel.id,
      {
        title: e.title,
        description: sanitizePostBody(e.description),
        start_at: berlinWallTimeToIso(`${day}T${e.from}`)!,
        end_at: berlinWallTimeToIso(`${day}T${e.to}`)!,
        location_name: e.location_name,
        street: e.street,
        postal_code: e.postal_code,
        city: e.city,
        online_url: e.online_url,
        cover_image_id: null,
      },
      by?.id ?? null,
      slugify(e.title).slice(0, 80),
    );
  }
}
