import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPreview, parseAction } from '@oabat/domain/chat';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { multipartBody, testJpeg } from '../../../test/factories/media.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';

let t: TestContext;
let huber: string; // demo business: no activate_job, so its posts need approval
let direct: Awaited<ReturnType<typeof buildBusiness>>; // may publish directly
let rival: Awaited<ReturnType<typeof buildBusiness>>;
let trainee: string;
let admin: string;
let region: string;
let school: string;

beforeAll(async () => {
  t = await createTestApp();
  huber = await t.login('betrieb@oabat.example');
  admin = await t.login('admin@oabat.example');
  region = await t.login('region@oabat.example');
  school = await t.login('schule@oabat.example');
  trainee = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  direct = await buildBusiness(t, { slug: 'posttest-direkt', permissions: ['activate_job'], postalCode: '94032' });
  rival = await buildBusiness(t, { slug: 'posttest-rivale', permissions: [], postalCode: '80331' });
});
afterAll(() => t.close());

const create = (token: string | null, post: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/posts', token, payload: { post } });
const put = (token: string | null, slug: string, post: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/posts/${slug}`, token, payload: { post } });
const get = (slug: string, token: string | null = null) => t.request({ method: 'GET', url: `/api/posts/${slug}`, token });
const list = (query: Record<string, string | number>, token: string | null = null) =>
  t.request({ method: 'GET', url: '/api/posts', token, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const PASSAU = { latitude: 48.5665, longitude: 13.4312 };

async function image(token: string, isPublic = true): Promise<number> {
  const body = await multipartBody({ image: { bytes: await testJpeg(320, 240), name: 'titel.jpg' }, public: String(isPublic) });
  const res = await t.request({ method: 'POST', url: '/api/images', token, ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

describe('writing posts', () => {
  it('a business without the right to publish submits for approval; the admin gets the chat action', async () => {
    const cover = await image(huber);
    const res = await create(huber, {
      title: 'Unsere neuen Azubis',
      body: '<h2>Willkommen</h2><p>Drei neue <strong>Bäcker</strong>.</p>',
      cover_image_id: cover,
      status: 'published',
    });
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({
      title: 'Unsere neuen Azubis',
      status: 'pending',
      author: { type: 'business', slug: 'baeckerei-huber' },
      place: { postal_code: '94032' },
      can_edit: true,
      published_at: null,
      excerpt: 'Willkommen Drei neue Bäcker.',
    });
    expect(post.slug).toMatch(/^unsere-neuen-azubis-\d+$/);
    expect(post.cover_image.id).toBe(cover);
    // not public yet: hidden from guests, others and the news tab
    expect((await get(post.slug)).statusCode).toBe(404);
    expect((await get(post.slug, rival.token)).statusCode).toBe(404);
    expect((await list({ ...PASSAU, radius: 20 })).json().data.map((p: { slug: string }) => p.slug)).not.toContain(post.slug);
    // the admin's chat holds the request with its German preview
    const msg = await t.db.one<{ body: string }>(
      `SELECT m.body FROM messages m JOIN conversation_participants cp ON cp.conversation_id = m.conversation_id
         JOIN users u ON u.id = cp.user_id AND lower(u.email) = 'admin@oabat.example'
        WHERE m.type = 'action' ORDER BY m.id DESC LIMIT 1`,
    );
    const action = parseAction(msg!.body)!;
    expect(action.action).toBe('articlePublishmentRequest');
    expect(actionPreview(action)).toBe('Bitte um Veröffentlichung des Artikels: Unsere neuen Azubis');
    // the admin sees it in the review list and approves it
    const pending = await list({ status: 'pending' }, admin);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.map((p: { slug: string }) => p.slug)).toContain(post.slug);
    const approved = await put(admin, post.slug, { status: 'published' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'published', can_edit: false });
    expect(approved.json().data.published_at).toBeTruthy();
    expect((await get(post.slug)).json().data.title).toBe('Unsere neuen Azubis');
    const near = await list({ ...PASSAU, radius: 20 });
    const found = near.json().data.find((p: { slug: string }) => p.slug === post.slug);
    expect(found.distance_km).toBeLessThan(20);
    expect(near.json()).toMatchObject({ current_page: 1, per_page: 20 });
    // far away it is not news
    expect((await list({ latitude: 53.55, longitude: 9.99, radius: 50 })).json().data.map((p: { slug: string }) => p.slug)).not.toContain(post.slug);
    // deciding twice is a conflict
    expect((await put(admin, post.slug, { status: 'rejected' })).statusCode).toBe(409);
  });

  it('the admin rejects with a reason that the author reads by mail and on the post', async () => {
    const post = (await create(huber, { title: 'Rabattaktion', body: '<p>Alles halb so teuer!</p>', status: 'published' })).json().data;
    const res = await put(admin, post.slug, { status: 'rejected', comment: 'Werbung ist keine Neuigkeit.' });
    expect(res.json().data.status).toBe('rejected');
    const mine = (await get(post.slug, huber)).json().data;
    expect(mine).toMatchObject({ status: 'rejected', review_comment: 'Werbung ist keine Neuigkeit.' });
    const mail = await t.db.one<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM outbox WHERE recipient = 'betrieb@oabat.example' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail).toMatchObject({ subject: 'Beitrag abgelehnt: Rabattaktion' });
    expect(mail!.body_text).toContain('Werbung ist keine Neuigkeit.');
    // resubmitting asks again
    expect((await put(huber, post.slug, { body: '<p>Neuer Text.</p>', status: 'published' })).json().data.status).toBe('pending');
  });

  it('a business with activate_job, a school and a region publish directly', async () => {
    const a = await create(direct.token, { title: 'Tag der offenen Tür', body: '<p>Kommt vorbei!</p>', status: 'published' });
    expect(a.json().data).toMatchObject({ status: 'published', author: { slug: 'posttest-direkt' } });
    const s = await create(school, { title: 'Berufsorientierungstag', body: '<p>Betriebe stellen sich vor.</p>', status: 'published' });
    expect(s.json().data).toMatchObject({ status: 'published', author: { type: 'school' } });
    const r = await create(region, { title: 'Ausbildungsmesse Passau', body: '<p>Am Samstag in der Dreiländerhalle.</p>', status: 'published' });
    expect(r.json().data).toMatchObject({ status: 'published', author: { type: 'region', slug: 'passau' } });
    expect(r.json().data.place).not.toBeNull();
    const near = (await list({ ...PASSAU, radius: 30 })).json().data.map((p: { slug: string }) => p.slug);
    expect(near).toEqual(expect.arrayContaining([a.json().data.slug, s.json().data.slug, r.json().data.slug]));
  });

  it('drafts stay with their author; the author lists its own posts', async () => {
    const draft = (await create(huber, { title: 'Entwurf zum Sommerfest', body: '<p>Noch geheim.</p>' })).json().data;
    expect(draft.status).toBe('draft');
    const mine = await list({ mine: 1 }, huber);
    expect(mine.json().data.map((p: { slug: string }) => p.slug)).toContain(draft.slug);
    const publicList = await list({ author_type: 'business', author: 'baeckerei-huber' });
    expect(publicList.json().data.every((p: { status: string }) => p.status === 'published')).toBe(true);
    expect((await list({ mine: 1 }, trainee)).statusCode).toBe(403);
    expect((await list({ mine: 1 })).statusCode).toBe(401);
    expect((await list({ status: 'pending' }, huber)).statusCode).toBe(403);
  });
});

describe('refusals', () => {
  it('a trainee cannot write a post (403), a guest gets 401', async () => {
    expect((await create(trainee, { title: 'Mein Praktikum', body: '<p>Toll.</p>' })).statusCode).toBe(403);
    expect((await create(null, { title: 'Mein Praktikum', body: '<p>Toll.</p>' })).statusCode).toBe(401);
    expect((await put(null, 'irgendwas-1', { title: 'Neu' })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/posts/irgendwas-1' })).statusCode).toBe(401);
  });

  it("another business cannot change, decide or delete someone else's post", async () => {
    const post = (await create(direct.token, { title: 'Unser Team wächst', body: '<p>Neu dabei: Max.</p>', status: 'published' })).json().data;
    const draft = (await create(direct.token, { title: 'Geheimer Entwurf', body: '<p>Psst.</p>' })).json().data;
    expect((await put(rival.token, post.slug, { title: 'Gekapert' })).statusCode).toBe(403);
    expect((await put(rival.token, draft.slug, { title: 'Gekapert' })).statusCode).toBe(404);
    expect((await put(rival.token, post.slug, { status: 'rejected' })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${post.slug}`, token: rival.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${draft.slug}`, token: rival.token })).statusCode).toBe(404);
    // the admin decides but does not rewrite
    expect((await put(admin, post.slug, { title: 'Vom Admin' })).statusCode).toBe(403);
    expect((await get(post.slug)).json().data.title).toBe('Unser Team wächst');
    // an author cannot reject
    expect((await put(direct.token, post.slug, { status: 'rejected' })).statusCode).toBe(422);
    // the author deletes
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${post.slug}`, token: direct.token })).statusCode).toBe(204);
    expect((await get(post.slug)).statusCode).toBe(404);
  });

  it("a cover must be the writer's own public upload", async () => {
    const foreign = await image(rival.token);
    const priv = await image(huber, false);
    const res = await create(huber, { title: 'Mit fremdem Bild', body: '<p>Text</p>', cover_image_id: foreign });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cover_image_id).toEqual(['Bitte lade das Titelbild selbst hoch.']);
    expect((await create(huber, { title: 'Mit privatem Bild', body: '<p>Text</p>', cover_image_id: priv })).json().errors.cover_image_id).toEqual([
      'Das Titelbild muss öffentlich sein.',
    ]);
  });

  it('scripts, event handlers and foreign images are removed; links get rel="noopener nofollow"', async () => {
    const own = (await t.request({ method: 'GET', url: `/api/images/${await image(huber)}`, token: huber })).json().data.urls['3.webp'];
    const body =
      `<h1>Titel</h1><p onclick="alert(1)">Hallo<script>alert('x')</script></p>` +
      `<img src="x" onerror="alert(1)"><img src="https://evil.example/a.png"><img src="${own}" alt="Backstube">` +
      `<a href="javascript:alert(1)">böse</a><a href="https://oabat.example/info" onmouseover="x()">gut</a>` +
      `<iframe src="https://evil.example"></iframe><ul><li>eins</li></ul><style>body{}</style>`;
    const res = await create(direct.token, { title: 'Sicherheitstest', body, status: 'published' });
    expect(res.statusCode).toBe(201);
    const html: string = res.json().data.body;
    expect(html).not.toMatch(/script|onerror|onclick|onmouseover|javascript:|evil\.example|iframe|<style/i);
    expect(html).toContain('<h2>Titel</h2>');
    expect(html).toContain(`<img src="${own}" alt="Backstube" />`);
    expect(html).toContain('<a href="https://oabat.example/info" rel="noopener nofollow" target="_blank">gut</a>');
    expect(html).toContain('<ul><li>eins</li></ul>');
  });

  it('validates in German and bounds every input', async () => {
    const res = await create(huber, { title: 'ab', body: '<p> </p>', status: 'irgendwas' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'post.title': ['Der Titel muss mindestens 3 Zeichen lang sein.'],
      'post.body': ['Bitte schreib einen Text.'],
      'post.status': ['Bitte wähle „Entwurf“ oder „Veröffentlichen“.'],
    });
    expect((await create(huber, { title: 'x'.repeat(151), body: '<p>a</p>' })).statusCode).toBe(422);
    expect((await create(huber, { title: 'Gut', body: '<p>a</p>', cover_image_id: 2_147_483_648 })).statusCode).toBe(422);
    expect((await create(huber, { title: 'Gut\u0000', body: '<p>a</p>' })).statusCode).toBe(422);
    expect((await list({ per_page: 51 })).statusCode).toBe(422);
    expect((await list({ latitude: 91, longitude: 0 })).statusCode).toBe(422);
    expect((await get('Nicht%20da')).statusCode).toBe(422);
    expect((await get('gibt-es-nicht-1')).statusCode).toBe(404);
  });
});

describe('review after changes', () => {
  it('a published post that a business without the right changes goes back to review; the admin reads and deletes', async () => {
    const post = (await create(huber, { title: 'Neue Brotsorte', body: '<p>Dinkel-Walnuss.</p>', status: 'published' })).json().data;
    expect((await get(post.slug, admin)).json().data).toMatchObject({ status: 'pending', can_edit: false });
    await put(admin, post.slug, { status: 'published' });
    // saving without changes keeps it published
    expect((await put(huber, post.slug, { status: 'published' })).json().data.status).toBe('published');
    const changed = await put(huber, post.slug, { body: '<p>Dinkel-Walnuss mit Honig.</p>' });
    expect(changed.json().data).toMatchObject({ status: 'pending', body: '<p>Dinkel-Walnuss mit Honig.</p>' });
    expect((await get(post.slug)).statusCode).toBe(404);
    const deleted = await t.request({ method: 'DELETE', url: `/api/posts/${post.slug}`, token: admin });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(post.slug, huber)).statusCode).toBe(404);
  });

  it('a business with the right keeps its post published when it changes it', async () => {
    const post = (await create(direct.token, { title: 'Öffnungszeiten', body: '<p>Mo-Fr 6-18 Uhr.</p>', status: 'published' })).json().data;
    const changed = await put(direct.token, post.slug, { title: 'Neue Öffnungszeiten', body: '<p>Mo-Sa 6-18 Uhr.</p>' });
    expect(changed.json().data).toMatchObject({ status: 'published', title: 'Neue Öffnungszeiten', slug: post.slug });
    expect((await put(direct.token, post.slug, { status: 'draft' })).json().data.status).toBe('draft');
    expect((await get(post.slug)).statusCode).toBe(404);
  });
});

describe('news paging', () => {
  it('pages by the news load limit of 20, newest first', async () => {
    for (let i = 0; i < 22; i += 1) {
      const r = await create(rival.token, { title: `Meldung Nummer ${i}`, body: `<p>Text ${i}</p>`, status: 'draft' });
      expect(r.statusCode).toBe(201);
    }
    await t.db.query(`UPDATE posts SET status = 'published', published_at = now() - (id || ' seconds')::interval * -1 WHERE business_id = $1`, [rival.id]);
    const munich = { latitude: 48.137, longitude: 11.575, radius: 10 };
    const first = (await list(munich)).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 22 });
    expect(first.data[0].title).toBe('Meldung Nummer 21');
    const second = (await list({ ...munich, page: 2 })).json();
    expect(second.data.map((p: { title: string }) => p.title)).toEqual(['Meldung Nummer 1', 'Meldung Nummer 0']);
  });
});

describe('demo posts', () => {
  it('the demo business, school and region have published posts on first start', async () => {
    const huberPosts = (await list({ author_type: 'business', author: 'baeckerei-huber' })).json().data.map((p: { title: string }) => p.title);
    expect(huberPosts).toEqual(expect.arrayContaining(['Drei neue Azubis in der Backstube', 'Schnuppertag am Samstag']));
    const region = (await list({ author_type: 'region', author: 'passau' }))
      .json()
      .data.find((p: { title: string }) => p.title === 'Ausbildungsmesse in der Dreiländerhalle');
    expect(region).toMatchObject({ status: 'published', place: { name: 'Passau' } });
    const school = (await list({ author_type: 'school', author: 'mittelschule-passau-st-nikola' })).json().data;
    expect(school.map((p: { title: string }) => p.title)).toContain('Praktikumswoche der 8. Klassen');
    const azubis = (await list({ author_type: 'business', author: 'baeckerei-huber' }))
      .json()
      .data.find((p: { title: string }) => p.title === 'Drei neue Azubis in der Backstube');
    expect((await get(azubis.slug)).json().data.body).toContain('rel="noopener nofollow"');
  });
});
