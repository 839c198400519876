// Demo posts: Bäckerei Huber, the school and the region Passau have published news on first start, so the news
// tab around Passau and the business profile are not empty. Idempotent (one per author and title).
import { excerptOf, type PostAuthorType, type PostKind } from '@oabat/domain/posts';
import { slugify } from '@oabat/domain/locations';
import type { Queryable } from '../../db.ts';
import { authorPlace, findAuthorBySlug, insertPost } from './posts.repository.ts';
import { sanitizePostBody } from './posts.sanitize.ts';

const DEMO_POSTS: { type: PostAuthorType; slug: string; title: string; body: string; daysAgo: number; kind?: PostKind }[] = [
  {
    type: 'business',
    slug: 'baeckerei-huber',
    daysAgo: 2,
    title: 'Drei neue Azubis in der Backstube',
    body:
      '<h2>Willkommen im Team</h2><p>Seit September lernen <strong>Mia, Jonas und Elif</strong> bei uns das Bäckerhandwerk.</p>' +
      '<ul><li>Brezen formen am ersten Tag</li><li>Sauerteig ansetzen in der zweiten Woche</li><li>Eigene Brotsorte im dritten Lehrjahr</li></ul>' +
      '<p>Du willst auch? <a href="/betriebe/baeckerei-huber">Schau dir unsere Ausbildungsplätze an</a>.</p>',
  },
  {
    type: 'business',
    slug: 'baeckerei-huber',
    daysAgo: 9,
    title: 'Schnuppertag am Samstag',
    body: '<p>Am Samstag öffnen wir die Backstube für Schülerinnen und Schüler ab der 7. Klasse. Bitte meldet euch im Chat an.</p>',
  },
  {
    type: 'business',
    slug: 'baeckerei-huber',
    daysAgo: 12,
    kind: 'trainee_story',
    title: 'Mein erstes Lehrjahr in der Backstube',
    body:
      '<h2>Elif erzählt</h2><p>Um vier Uhr früh geht es los – daran gewöhnt man sich schneller, als man denkt. ' +
      'Im ersten Lehrjahr habe ich gelernt, Teige zu führen, Brezen zu schlingen und den Ofen zu bedienen.</p>' +
      '<ul><li>Am schönsten: wenn die ersten Kunden mein Brot kaufen</li><li>Am schwierigsten: die Feiertage vor Weihnachten</li></ul>' +
      '<p>Mein Tipp für dein Praktikum: <strong>Frag einfach alles</strong>, hier hilft dir jeder.</p>',
  },
  {
    type: 'region',
    slug: 'passau',
    daysAgo: 4,
    title: 'Ausbildungsmesse in der Dreiländerhalle',
    body: '<h2>Über 60 Betriebe an einem Tag</h2><p>Die Region Passau lädt zur Ausbildungsmesse ein. Eintritt frei, Bewerbungsmappen-Check inklusive.</p>',
  },
  {
    type: 'school',
    slug: 'mittelschule-passau-st-nikola',
    daysAgo: 6,
    title: 'Praktikumswoche der 8. Klassen',
    body: '<p>Vom 12. bis 16. Januar sind unsere 8. Klassen im Betriebspraktikum. Danke an alle Betriebe, die mitmachen!</p>',
  },
];

export async function seedPostsDemo(q: Queryable) {
  for (const p of DEMO_POSTS) {
    const authorId = await findAuthorBySlug(q, p.type, p.slug);
    if (authorId === null) continue;
    const column = { business: 'business_id', school: 'school_id', region: 'region_id' }[p.type];
    if (await q.one(`SELECT 1 FROM posts WHERE ${column} = $1 AND title = $2`, [authorId, p.title])) continue;
    const body = sanitizePostBody(p.body);
    const { id } = await insertPost(
      q,
      { type: p.type, id: authorId },
      { title: p.title, body, excerpt: excerptOf(body), cover_image_id: null, status: 'published', kind: p.kind ?? 'news', video_id: null, video_link: null },
      null,
      await authorPlace(q, p.type, authorId),
      slugify(p.title),
    );
    await q.query(`UPDATE posts SET published_at = now() - make_interval(days => $2), created_at = now() - make_interval(days => $2) WHERE id = $1`, [
      id,
      p.daysAgo,
    ]);
  }
}
