// Posts on channels (sorted and removed by the channel's region), trainee stories as posts, and a video in a post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';

let t: TestContext;
let admin: string;
let huber: string;
let region: string;
let otherRegion: string;
let trainee: string;
let rival: Awaited<ReturnType<typeof buildBusiness>>;
let channel: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  huber = await t.login('betrieb@oabat.example');
  region = await t.login('region@oabat.example');
  const r2 = await makeUser(t, { trainee: false });
  await t.db.query(`INSERT INTO region_users (region_id, user_id) SELECT id, $1 FROM regions WHERE slug = 'inn-salzach'`, [r2.id]);
  otherRegion = await loginAs(t, r2.email);
  trainee = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  rival = await buildBusiness(t, { slug: 'beitragstest-rivale', permissions: [] });
  channel = (await t.db.one<{ id: number; slug: string }>(
    `SELECT c.id, c.slug FROM regions r JOIN channels c ON c.id = r.channel_id WHERE r.slug = 'passau'`,
  ))!;
  await t.db.query(
    `INSERT INTO business_channels (business_id, channel_id) SELECT id, $1 FROM businesses WHERE slug = 'baeckerei-huber' ON CONFLICT DO NOTHING`,
    [channel.id],
  );
}, 120_000);
afterAll(() => t.close());

type Post = { slug: string; title: string; kind: string; video: null | Record<string, unknown>; channels: { id: number; sorting: number }[] };

async function write(token: string, post: Record<string, unknown>) {
  const res = await t.request({
    method: 'POST',
    url: '/api/posts',
    token,
    payload: { post: { body: '<p>Ein Text für den Test.</p>', status: 'published', ...post } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}
/** The bakery may not publish directly: the admin approves, which places the post on the bakery's channels. */
async function published(token: string, post: Record<string, unknown>) {
  const p = await write(token, post);
  const res = await t.request({ method: 'PUT', url: `/api/posts/${p.slug}`, token: admin, payload: { post: { status: 'published' } } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Post;
}
const channelTitles = async () =>
  ((await t.request({ method: 'GET', url: `/api/posts?channel=${channel.slug}&per_page=50` })).json().data as Post[]).map((p) => p.title);
const place = (token: string | null, slug: string, sorting?: number | string) =>
  t.request({ method: 'POST', url: `/api/posts/${slug}/channels/${channel.id}${sorting === undefined ? '' : `?sorting=${sorting}`}`, token });
const unplace = (token: string | null, slug: string) => t.request({ method: 'DELETE', url: `/api/posts/${slug}/channels/${channel.id}`, token });

describe('posts on channels', () => {
  it('a member’s post is on the channel once published; the channel’s region sorts it (kept) and removes it', async () => {
    const a = await published(huber, { title: 'Kanaltest A' });
    const b = await published(huber, { title: 'Kanaltest B' });
    const c = await published(huber, { title: 'Kanaltest C' });
    expect(a.channels.map((ch) => ch.id)).toContain(channel.id);
    const mine = (titles: string[]) => titles.filter((x) => x.startsWith('Kanaltest'));
    expect(mine(await channelTitles())).toEqual(['Kanaltest C', 'Kanaltest B', 'Kanaltest A']);

    // The region moves A to the top: the order is stored and everybody reads it.
    const moved = await place(region, a.slug, 1);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.channels.find((ch: { id: number }) => ch.id === channel.id).sorting).toBe(1);
    expect((await channelTitles())[0]).toBe('Kanaltest A');
    expect(mine(await channelTitles())).toEqual(['Kanaltest A', 'Kanaltest C', 'Kanaltest B']);
    expect((await place(region, b.slug, 2)).statusCode).toBe(200);
    expect(mine(await channelTitles())).toEqual(['Kanaltest A', 'Kanaltest B', 'Kanaltest C']);

    // Another region, a trainee, another business and a guest change nothing.
    expect((await place(otherRegion, c.slug, 1)).statusCode).toBe(403);
    expect((await unplace(otherRegion, c.slug)).statusCode).toBe(403);
    expect((await place(trainee, c.slug, 1)).statusCode).toBe(403);
    expect((await unplace(rival.token, c.slug)).statusCode).toBe(403);
    expect((await place(null, c.slug, 1)).statusCode).toBe(401);
    expect(mine(await channelTitles())).toEqual(['Kanaltest A', 'Kanaltest B', 'Kanaltest C']);

    // The region removes B; the bakery puts it back at place 2.
    expect((await unplace(region, b.slug)).statusCode).toBe(200);
    expect(mine(await channelTitles())).toEqual(['Kanaltest A', 'Kanaltest C']);
    expect((await place(huber, b.slug, 2)).statusCode).toBe(200);
    expect(mine(await channelTitles())).toEqual(['Kanaltest A', 'Kanaltest B', 'Kanaltest C']);
    expect((await place(region, a.slug, 'abc')).statusCode).toBe(422);
    expect((await place(region, a.slug, 0)).statusCode).toBe(422);
  });

  it('a non-member’s post stays off the channel; drafts are never placed', async () => {
    const foreign = await write(rival.token, { title: 'Fremder Beitrag' });
    // Not published yet: to the region it does not exist.
    expect((await place(region, foreign.slug, 1)).statusCode).toBe(404);
    await t.request({ method: 'PUT', url: `/api/posts/${foreign.slug}`, token: admin, payload: { post: { status: 'published' } } });
    expect((await place(region, foreign.slug, 1)).statusCode).toBe(403);
    expect((await place(rival.token, foreign.slug, 1)).statusCode).toBe(403);
    expect(await channelTitles()).not.toContain('Fremder Beitrag');
    const draft = await write(huber, { title: 'Kanaltest Entwurf', status: 'draft' });
    expect((await place(huber, draft.slug, 1)).statusCode).toBe(422);
    expect((await place(region, draft.slug, 1)).statusCode).toBe(404);
  });
});

describe('trainee stories as posts', () => {
  it('the business writes one; the trainee-story list of the business holds it and the demo story, no news', async () => {
    await published(huber, { title: 'Mein Ausbildungsalltag', kind: 'trainee_story' });
    const res = await t.request({ method: 'GET', url: '/api/posts?author_type=business&author=baeckerei-huber&kind=trainee_story' });
    expect(res.statusCode).toBe(200);
    const titles = (res.json().data as Post[]).map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Mein Ausbildungsalltag', 'Mein erstes Lehrjahr in der Backstube']));
    expect(titles).not.toContain('Drei neue Azubis in der Backstube');
    expect((res.json().data as Post[]).every((p) => p.kind === 'trainee_story')).toBe(true);
    const bad = await t.request({
      method: 'POST',
      url: '/api/posts',
      token: huber,
      payload: { post: { title: 'Falsche Art', body: '<p>x</p>', kind: 'roman' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['post.kind']).toBeDefined();
  });
});

describe('a video in a post', () => {
  it('plays one of the author’s videos or a Vimeo/YouTube link; another business’s video is refused', async () => {
    const own = await t.request({
      method: 'POST',
      url: '/api/videos',
      token: huber,
      payload: { title: 'Backstube im Film', vimeo_url: 'https://vimeo.com/76979871' },
    });
    expect(own.statusCode).toBe(201);
    const post = await write(huber, { title: 'Beitrag mit Video', video_id: own.json().data.id, status: 'draft' });
    expect(post.video).toMatchObject({ id: own.json().data.id, title: 'Backstube im Film', embed_url: 'https://player.vimeo.com/video/76979871?dnt=1' });

    const yt = await t.request({
      method: 'PUT',
      url: `/api/posts/${post.slug}`,
      token: huber,
      payload: { post: { video_link: 'https://youtu.be/dQw4w9WgXcQ' } },
    });
    expect(yt.statusCode, yt.body).toBe(200);
    expect(yt.json().data.video).toMatchObject({ id: null, embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    const none = await t.request({ method: 'PUT', url: `/api/posts/${post.slug}`, token: huber, payload: { post: { video_link: null } } });
    expect(none.json().data.video).toBeNull();

    const theirs = await t.request({
      method: 'POST',
      url: '/api/videos',
      token: rival.token,
      payload: { title: 'Fremdes Video', link: 'https://vimeo.com/1234567' },
    });
    const stolen = await t.request({ method: 'PUT', url: `/api/posts/${post.slug}`, token: huber, payload: { post: { video_id: theirs.json().data.id } } });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors['post.video_id'] ?? stolen.json().errors.video_id).toBeDefined();
    const plain = await t.request({
      method: 'PUT',
      url: `/api/posts/${post.slug}`,
      token: huber,
      payload: { post: { video_link: 'https://example.org/film' } },
    });
    expect(plain.statusCode).toBe(422);
    const both = await t.request({
      method: 'PUT',
      url: `/api/posts/${post.slug}`,
      token: huber,
      payload: { post: { video_id: own.json().data.id, video_link: 'https://youtu.be/dQw4w9WgXcQ' } },
    });
    expect(both.statusCode).toBe(422);
    // Another business cannot attach a video to the bakery's post.
    const foreignEdit = await t.request({
      method: 'PUT',
      url: `/api/posts/${post.slug}`,
      token: rival.token,
      payload: { post: { video_id: theirs.json().data.id } },
    });
    expect([403, 404]).toContain(foreignEdit.statusCode);

    // A video still rendering shows only to its owner; the public reads the post without it.
    const upload = await t.request({
      method: 'POST',
      url: '/api/videos',
      token: huber,
      payload: { title: 'Noch nicht fertig', upload: { size: 1000, name: 'a.mp4' } },
    });
    const withUpload = await published(huber, { title: 'Beitrag mit Upload', video_id: upload.json().data.id });
    expect((await t.request({ method: 'GET', url: `/api/posts/${withUpload.slug}`, token: huber })).json().data.video).toMatchObject({ state: 'pending' });
    expect((await t.request({ method: 'GET', url: `/api/posts/${withUpload.slug}` })).json().data.video).toBeNull();
  });
});
