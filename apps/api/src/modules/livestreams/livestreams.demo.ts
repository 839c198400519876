// Demo livestream: "Ausbildungsmesse Passau live" with the demo bakery's slot running now and two businesses
// after it, an active poll, and the generated test picture as video when ffmpeg is installed. Idempotent by title.
import type { Queryable } from '../../db.ts';
import { demoFairId, findBusinessesBySlug, insertLivestream, replaceSlots } from './livestreams.repository.ts';
import { insertPoll } from './livestream-polls.repository.ts';
import { ffmpegAvailable, TEST_STREAM_URL } from './livestream-test-stream.ts';

export const DEMO_LIVESTREAM_TITLE = 'Ausbildungsmesse Passau live';
const HOUR = 3_600_000;

export async function seedLivestreamsDemo(q: Queryable) {
  if (await q.one(`SELECT 1 FROM livestreams WHERE title = $1`, [DEMO_LIVESTREAM_TITLE])) return;
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const id = await insertLivestream(q, {
    title: DEMO_LIVESTREAM_TITLE,
    description: 'Betriebe aus der Region Passau stellen ihre Ausbildungsplätze vor. Stell deine Fragen im Chat und stimm bei den Umfragen ab!',
    planned_start: at(-HOUR),
    planned_end: at(30 * 24 * HOUR),
    is_live: true,
    is_secure: false,
    password_hash: null,
    account_only_vote: false,
    thumbnail_url: null,
    video_url: ffmpegAvailable() ? TEST_STREAM_URL : null,
    replay_url: null,
    message_threshold: 0,
    self_message_threshold: 0,
    is_chat_public: true,
    lower_bound: 'Live aus Passau: Betriebe stellen sich vor',
    // The stream of the demo job fair around Passau (fairs.demo.ts runs first).
    job_fair_id: await demoFairId(q, 'digitale-ausbildungsmesse-passau'),
  });
  const b = await findBusinessesBySlug(q, ['baeckerei-huber', 'autohaus-wimmer', 'elektro-brandl']);
  const idOf = (slug: string) => b.find((x) => x.slug === slug)?.id;
  const plan = [
    { slug: 'baeckerei-huber', from: -HOUR / 6, to: 6 * HOUR, title: 'Ausbildung zum Bäcker: ein Tag in der Backstube' },
    { slug: 'autohaus-wimmer', from: 6 * HOUR, to: 8 * HOUR, title: 'Kfz-Mechatronik zum Anfassen' },
    { slug: 'elektro-brandl', from: 8 * HOUR, to: 10 * HOUR, title: null },
  ];
  await replaceSlots(
    q,
    id,
    plan.filter((p) => idOf(p.slug)).map((p) => ({ business_id: idOf(p.slug)!, starts_at: at(p.from), ends_at: at(p.to), title: p.title })),
  );
  await insertPoll(q, { livestream_id: id, question: 'Welcher Beruf interessiert dich am meisten?', is_active: true, allow_proposals: true }, [
    'Bäckerin / Bäcker',
    'Kfz-Mechatronikerin / Kfz-Mechatroniker',
    'Elektronikerin / Elektroniker',
  ]);
}
