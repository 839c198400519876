// Demo job fair: a digital training fair of the region Passau three days after the first start, 9 to 16 o'clock
// Berlin time, with the demo bakery and two other demo businesses taking part. Idempotent by its fixed slug.
import { berlinWallTimeToIso } from '@oabat/domain/events';
import type { Queryable } from '../../db.ts';
import { findPlaceByPostalCode } from '../places/index.ts';
import { addParticipant, findChannel, insertFair } from './fairs.repository.ts';

export const DEMO_FAIR_SLUG = 'digitale-ausbildungsmesse-passau';
const PARTICIPANTS = ['baeckerei-huber', 'autohaus-wimmer', 'schreinerei-gruber'];

export async function seedFairsDemo(q: Queryable) {
  if (await q.one(`SELECT 1 FROM job_fairs WHERE slug = $1`, [DEMO_FAIR_SLUG])) return;
  const channel = (await findChannel(q, 'passau')) ?? (await findChannel(q, 'oabat'));
  const place = await findPlaceByPostalCode(q, '94032', 'passau');
  if (!channel || !place) return;
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const admin = await q.one<{ id: number }>(`SELECT id FROM users ORDER BY id LIMIT 1`);
  const id = await insertFair(
    q,
    {
      name: 'Digitale Ausbildungsmesse Passau',
      title: 'Betriebe aus der Region live erleben',
      description:
        'Einen Tag lang stellen sich Betriebe aus Passau und Umgebung vor: Schau dir ihre Ausbildungsplätze und Praktika an, ' +
        'stell im Livestream deine Fragen und schreib ihnen direkt.\n\nDie Teilnahme ist kostenlos.',
      channel_id: channel.id,
      logo_image_id: null,
      start_at: berlinWallTimeToIso(`${day}T09:00`)!,
      end_at: berlinWallTimeToIso(`${day}T16:00`)!,
      place_id: place.id,
      location_name: 'Online und in der Dreiländerhalle',
      street: 'Am Ausbildungszentrum 1',
    },
    admin?.id ?? null,
    '',
    DEMO_FAIR_SLUG,
  );
  for (const slug of PARTICIPANTS) {
    const b = await q.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = $1`, [slug]);
    if (b) await addParticipant(q, id, b.id);
  }
}
