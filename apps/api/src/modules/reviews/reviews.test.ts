import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestContext } from '../../../test/harness.ts';
import { lastMessage, loginAs, makeUser } from '../../../test/factories/accounts.ts';

let t: TestContext;
let trainee: string;
let other: string;
let otherId: number;
let business: string;
let businessId: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  trainee = await loginAs(t, (await makeUser(t, { trainee: true })).email);
  const o = await makeUser(t, { trainee: true });
  otherId = o.id;
  other = await loginAs(t, o.email);
  const b = await makeUser(t, { business: 'bewerteter-betrieb' });
  business = await loginAs(t, b.email);
  businessId = (await t.db.one<{ id: number }>(`SELECT id FROM businesses WHERE slug = 'bewerteter-betrieb'`))!.id;
  admin = await t.login('admin@oabat.example', DEMO_PASSWORD);
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, token: string | null) => t.request({ method: 'POST', url: '/api/v2/reviews', token, payload });
const list = (query: string, token: string | null = null) => t.request({ method: 'GET', url: `/api/v2/reviews${query}`, token });
const count = async () => (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM reviews`))!.n;

describe('reviews', () => {
  it('the demo data holds approved reviews of Bäckerei Huber and of Oabat; the pending one is not public', async () => {
    const huber = (await list('?type=business&business_slug=baeckerei-huber')).json();
    expect(huber.data.map((r: { rating: number; author: { first_name: string } }) => [r.rating, r.author.first_name])).toEqual([[5, 'Lena']]);
    expect((await list('?type=platform')).json().total).toBe(1);
    expect((await list('?status=pending&business_slug=baeckerei-huber', admin)).json().total).toBe(1);
  });

  let businessReview: number;
  it('a trainee reviews a business; it waits for the admin, who is mailed, and is not public yet', async () => {
    const res = await post({ type: 'business', business_id: businessId, rating: 5, message: 'Super Praktikum, nettes Team und viel gelernt.' }, trainee);
    expect(res.statusCode).toBe(201);
    const review = res.json().data;
    expect(review).toMatchObject({
      type: 'business',
      rating: 5,
      status: 'pending',
      business: { id: businessId, slug: 'bewerteter-betrieb' },
      author: { first_name: 'Test' },
    });
    businessReview = review.id;
    expect((await lastMessage(t, 'admin@oabat.example'))!.subject).toBe('Neue Bewertung wartet auf Freigabe: bewerteter-betrieb');
    expect((await list('?business_slug=bewerteter-betrieb')).json().total).toBe(0);
    const mine = (await list('?mine=1', trainee)).json();
    expect(mine.data.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[businessReview, 'pending']]);
  });

  it('one review per user and target: a second one is 409, the platform is another target', async () => {
    const again = await post({ type: 'business', business_id: businessId, rating: 1, message: 'Doch nicht so toll gewesen, leider.' }, trainee);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Du hast diesen Betrieb bereits bewertet.');
    expect((await post({ type: 'platform', rating: 4, message: 'Hier habe ich meinen Ausbildungsplatz gefunden.' }, trainee)).statusCode).toBe(201);
    expect((await post({ type: 'platform', rating: 4, message: 'Hier habe ich meinen Ausbildungsplatz gefunden.' }, trainee)).statusCode).toBe(409);
  });

  it('refuses guests (401), businesses and the admin (403), unknown businesses and bad input (422), and stores nothing', async () => {
    const before = await count();
    const ok = { type: 'business', business_id: businessId, rating: 3, message: 'Eine ganz normale Bewertung.' };
    expect((await post(ok, null)).statusCode).toBe(401);
    const own = await post(ok, business);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Betriebe bewerten können Schüler:innen, Azubis, Schulen und Regionen.');
    expect((await post({ type: 'platform', rating: 5, message: 'Ich bin die Redaktion selbst.' }, admin)).statusCode).toBe(403);
    const unknown = await post({ ...ok, business_id: 99999999 }, other);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.business_id).toEqual(['Diesen Betrieb gibt es nicht.']);
    const bad = await post({ type: 'business', rating: 6, message: 'kurz' }, other);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      rating: ['Bitte wähle 1 bis 5 Sterne.'],
      message: ['Bitte schreib mindestens 10 Zeichen.'],
      business_id: ['Bitte wähle einen Betrieb.'],
    });
    expect((await post({ type: 'hotel', rating: 3, message: 'Eine ganz normale Bewertung.' }, other)).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('only the admin sees pending reviews and moderates; approved ones are public', async () => {
    expect((await list('?status=pending')).statusCode).toBe(401);
    expect((await list('?status=pending', trainee)).statusCode).toBe(403);
    const pending = (await list('?status=pending', admin)).json();
    expect(pending.data.map((r: { id: number }) => r.id)).toContain(businessReview);
    const url = `/api/v2/reviews/${businessReview}`;
    for (const token of [null, trainee, business]) {
      expect((await t.request({ method: 'PUT', url, token, payload: { status: 'approved' } })).statusCode).toBe(token ? 403 : 401);
    }
    expect((await t.db.one<{ s: string }>(`SELECT status AS s FROM reviews WHERE id = $1`, [businessReview]))!.s).toBe('pending');
    expect((await t.request({ method: 'PUT', url, token: admin, payload: { status: 'maybe' } })).statusCode).toBe(422);
    expect((await t.request({ method: 'PUT', url: '/api/v2/reviews/99999999', token: admin, payload: { status: 'approved' } })).statusCode).toBe(404);
    const ok = await t.request({ method: 'PUT', url, token: admin, payload: { status: 'approved' } });
    expect(ok.json().data.status).toBe('approved');
    const pub = (await list('?type=business&business_slug=bewerteter-betrieb')).json();
    expect(pub).toMatchObject({
      total: 1,
      current_page: 1,
      last_page: 1,
      data: [{ id: businessReview, rating: 5, message: 'Super Praktikum, nettes Team und viel gelernt.' }],
    });
    expect(JSON.stringify(pub)).not.toContain('user_id');
    expect(pub.average_rating).toBe(5);
    expect((await list('?business_slug=gibt-es-nicht')).statusCode).toBe(404);
  });

  it('a page carries the mean stars of every matching review (one decimal), null when there is none', async () => {
    const o = await makeUser(t, { trainee: true });
    const token = await loginAs(t, o.email);
    const id = (await post({ type: 'business', business_id: businessId, rating: 2, message: 'Leider wenig Zeit für Fragen gehabt.' }, token)).json().data.id;
    await t.request({ method: 'PUT', url: `/api/v2/reviews/${id}`, token: admin, payload: { status: 'approved' } });
    expect((await list('?type=business&business_slug=bewerteter-betrieb&per_page=1')).json()).toMatchObject({ total: 2, average_rating: 3.5, last_page: 2 });
    expect((await list('?type=business&business_id=99999999')).json()).toMatchObject({ total: 0, average_rating: null });
  });

  it('the author or the admin removes a review; nobody else can', async () => {
    const res = await post({ type: 'platform', rating: 2, message: 'Die Suche könnte besser sein.' }, other);
    const url = `/api/v2/reviews/${res.json().data.id}`;
    expect((await t.request({ method: 'DELETE', url, token: null })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url, token: trainee })).statusCode).toBe(403);
    expect(await t.db.one(`SELECT id FROM reviews WHERE id = $1 AND user_id = $2`, [res.json().data.id, otherId])).toBeTruthy();
    expect((await t.request({ method: 'DELETE', url, token: other })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url, token: other })).statusCode).toBe(404);
    const byAdmin = await post({ type: 'platform', rating: 1, message: 'Werbung für meinen Onlineshop hier.' }, other);
    expect((await t.request({ method: 'DELETE', url: `/api/v2/reviews/${byAdmin.json().data.id}`, token: admin })).statusCode).toBe(204);
  });
});
