// EinBlick.pro over HTTP: a business with the product creates, reads, changes and deletes insight pages from its own
// posts and videos; another business's items or pages are refused; without the product every call is 403; the
// public page shows the items in order, only while the product runs.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';

let t: TestContext;
let own: Awaited<ReturnType<typeof buildBusiness>>;
let other: Awaited<ReturnType<typeof buildBusiness>>;
let plain: Awaited<ReturnType<typeof buildBusiness>>;
const ids = { post: 0, story: 0, draft: 0, otherVideo: 0 };

const video = async (businessId: number, title: string, type = 'video', state = 'ready') =>
  (await t.db.one<{ id: number }>(
    `INSERT INTO videos (uid, owner_type, business_id, title, description, type, source, link, state, is_rendered)
     VALUES ($1, 'business', $2, $3, 'Beschreibung', $4, 'link', 'https://example.org/v', $5, true) RETURNING id`,
    [crypto.randomUUID(), businessId, title, type, state],
  ))!.id;
const post = async (businessId: number, title: string, status = 'published') =>
  (await t.db.one<{ id: number }>(
    `INSERT INTO posts (slug, author_type, business_id, title, body, excerpt, status, published_at)
     VALUES ($1, 'business', $2, $3, '<p>Text</p>', 'Kurzfassung', $4, now()) RETURNING id`,
    [`einblick-${crypto.randomUUID()}`, businessId, title, status],
  ))!.id;

beforeAll(async () => {
  t = await createTestApp();
  own = await buildBusiness(t, { slug: 'einblick-eigen', permissions: ['pro_portal', 'job_einblick'] });
  other = await buildBusiness(t, { slug: 'einblick-fremd', permissions: ['pro_portal'] });
  plain = await buildBusiness(t, { slug: 'einblick-ohne', permissions: [] });
  ids.post = await post(own.id, 'Unser erster Azubi-Tag');
  ids.draft = await post(own.id, 'Entwurf', 'draft');
  ids.story = await video(own.id, 'Lisa erzählt', 'trainee_story');
  ids.otherVideo = await video(other.id, 'Fremdes Video');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  t.request({ method, url, token, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const input = (items: { kind: string; id: number }[]) => ({ title: 'Ausbildung bei uns', intro: 'Schau rein.\nWir freuen uns.', items });

describe('EinBlick.pro', () => {
  it('creates a page from own items in the chosen order, lists, changes and deletes it', async () => {
    const sources = await call('GET', `/api/v2/business/${own.id}/einblick_sources`, own.token);
    expect(sources.statusCode).toBe(200);
    expect(
      sources
        .json()
        .data.map((s: { title: string; label: string }) => `${s.label}: ${s.title}`)
        .sort(),
    ).toEqual(['Azubi-Geschichte: Lisa erzählt', 'Beitrag: Unser erster Azubi-Tag']);

    const created = await call(
      'POST',
      `/api/v2/business/${own.id}/einblick`,
      own.token,
      input([
        { kind: 'video', id: ids.story },
        { kind: 'post', id: ids.post },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data;
    expect(page.items.map((i: { title: string }) => i.title)).toEqual(['Lisa erzählt', 'Unser erster Azubi-Tag']);
    expect(page.items[0]).toMatchObject({ label: 'Azubi-Geschichte', url: '/betriebe/einblick-eigen/azubis' });

    const list = await call('GET', `/api/v2/business/${own.id}/einblick`, own.token);
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([page.id]);

    const changed = await call('PUT', `/api/v2/business/${own.id}/einblick/${page.id}`, own.token, {
      ...input([
        { kind: 'post', id: ids.post },
        { kind: 'video', id: ids.story },
      ]),
      title: 'Neuer Titel',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Neuer Titel', intro: 'Schau rein.\nWir freuen uns.' });
    expect(changed.json().data.items.map((i: { kind: string }) => i.kind)).toEqual(['post', 'video']);

    // The public page for the iframe, by its uid.
    const pub = await call('GET', `/api/einblick/${page.uid}`, null);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.items.map((i: { title: string }) => i.title)).toEqual(['Unser erster Azubi-Tag', 'Lisa erzählt']);
    expect((await call('GET', `/api/einblick/${crypto.randomUUID()}`, null)).statusCode).toBe(404);
    expect((await call('GET', '/api/einblick/kein-uuid', null)).statusCode).toBe(422);

    expect((await call('DELETE', `/api/v2/business/${own.id}/einblick/${page.id}`, own.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/v2/business/${own.id}/einblick/${page.id}`, own.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/einblick/${page.uid}`, null)).statusCode).toBe(404);
  });

  it('refuses bad input with German field messages', async () => {
    const url = `/api/v2/business/${own.id}/einblick`;
    const empty = await call('POST', url, own.token, { title: 'A', items: [] });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain('Bitte gib einen Titel mit mindestens 3 Zeichen ein.');
    expect(JSON.stringify(empty.json())).toContain('Bitte wähle mindestens einen Beitrag oder ein Video.');
    const twice = await call(
      'POST',
      url,
      own.token,
      input([
        { kind: 'post', id: ids.post },
        { kind: 'post', id: ids.post },
      ]),
    );
    expect(twice.statusCode).toBe(422);
    const control = await call('POST', url, own.token, { ...input([{ kind: 'post', id: ids.post }]), title: 'Titel\u0007' });
    expect(control.statusCode).toBe(422);
    const huge = await call('POST', url, own.token, input([{ kind: 'post', id: 2 ** 31 }]));
    expect(huge.statusCode).toBe(422);
    // A draft is not public: it cannot be shown.
    const draft = await call('POST', url, own.token, input([{ kind: 'post', id: ids.draft }]));
    expect(draft.statusCode).toBe(422);
    expect(draft.json().errors.items[0]).toBe('Bitte wähle nur veröffentlichte Beiträge und Videos deines Betriebs.');
  });

  it("another business's items and pages change nothing and reveal nothing", async () => {
    const stolen = await call('POST', `/api/v2/business/${own.id}/einblick`, own.token, input([{ kind: 'video', id: ids.otherVideo }]));
    expect(stolen.statusCode).toBe(422);
    const page = (await call('POST', `/api/v2/business/${own.id}/einblick`, own.token, input([{ kind: 'post', id: ids.post }]))).json().data;
    // The other business, on the first one's ids and under its own id.
    for (const [method, payload] of [['GET'], ['PUT', input([{ kind: 'video', id: ids.otherVideo }])], ['DELETE']] as const) {
      expect((await call(method, `/api/v2/business/${own.id}/einblick/${page.id}`, other.token, payload)).statusCode).toBe(403);
      expect((await call(method, `/api/v2/business/${other.id}/einblick/${page.id}`, other.token, payload)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/v2/business/${own.id}/einblick`, other.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/v2/business/${own.id}/einblick_sources`, other.token)).statusCode).toBe(403);
    const still = await call('GET', `/api/v2/business/${own.id}/einblick/${page.id}`, own.token);
    expect(still.json().data.items.map((i: { id: number }) => i.id)).toEqual([ids.post]);
  });

  it('without the product every call is 403 and the public page is gone; guests get 401', async () => {
    const url = `/api/v2/business/${plain.id}/einblick`;
    for (const res of [
      await call('GET', url, plain.token),
      await call('GET', `/api/v2/business/${plain.id}/einblick_sources`, plain.token),
      await call('POST', url, plain.token, input([{ kind: 'post', id: ids.post }])),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('EinBlick.pro ist für deinen Betrieb nicht gebucht.');
    }
    expect((await call('GET', url, null)).statusCode).toBe(401);

    const page = (await call('POST', `/api/v2/business/${own.id}/einblick`, own.token, input([{ kind: 'post', id: ids.post }]))).json().data;
    await t.db.query(`UPDATE businesses SET permissions = '[]'::jsonb WHERE id = $1`, [own.id]);
    try {
      expect((await call('GET', `/api/einblick/${page.uid}`, null)).statusCode).toBe(404);
      expect((await call('GET', `/api/v2/business/${own.id}/einblick`, own.token)).statusCode).toBe(403);
    } finally {
      await t.db.query(`UPDATE businesses SET permissions = '["pro_portal"]'::jsonb WHERE id = $1`, [own.id]);
    }
  });
});
