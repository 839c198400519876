// "Für dich" over HTTP: who gets a list (guest 401, business 403, consent, switch, onboarding) and how it ranks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { ALL_JOB_PERMISSIONS, buildBusiness, buildJob } from '../../../test/factories/jobs.ts';

let t: TestContext;
let biz: Awaited<ReturnType<typeof buildBusiness>>;
// Far from the demo data (Sylt), so only this file's jobs are candidates.
const HOME = { lat: 54.9, lon: 8.33 };
const KM = 1 / 111; // degrees of latitude per km
const CRAFT = 7; // Handwerk & Technik (craft)
const IT = 1; // IT (it)
const SALES = 3; // Verkauf & Handel (sales)

beforeAll(async () => {
  t = await createTestApp();
  biz = await buildBusiness(t, { slug: 'fuer-dich-betrieb', permissions: [...ALL_JOB_PERMISSIONS] });
});
afterAll(() => t.close());

const iso = (yearsAgo: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - yearsAgo);
  return d.toISOString().slice(0, 10);
};

/** A pupil with finished onboarding at HOME, crafts and graduation, recommendations on (unless told). */
async function pupil(o: { crafts?: string[]; graduation?: string | null; birthdate?: string; allows?: boolean; onboarding?: boolean } = {}) {
  const u = await makeUser(t, { trainee: true });
  await t.db.query(`UPDATE users SET birthdate = $2 WHERE id = $1`, [u.id, o.birthdate ?? iso(17)]);
  const tr = (await t.db.one<{ id: number }>(
    `UPDATE trainees SET crafts = $2::jsonb, highest_graduation = $3, onboarding_completed = $4, allows_recommendations = $5 WHERE user_id = $1 RETURNING id`,
    [u.id, JSON.stringify(o.crafts ?? ['craft']), o.graduation === undefined ? 'mittel' : o.graduation, o.onboarding ?? true, o.allows ?? true],
  ))!;
  await t.db.query(`INSERT INTO trainee_interests (trainee_id, latitude, longitude, radius, job_type, crafts) VALUES ($1, $2, $3, 30, 1, '[]')`, [
    tr.id,
    HOME.lat,
    HOME.lon,
  ]);
  return { ...u, traineeId: tr.id, token: await loginAs(t, u.email) };
}

async function job(
  name: string,
  o: { km?: number; category?: number | null; graduation?: string | null; start?: string | null; type_id?: number; status?: string } = {},
) {
  const j = await buildJob(t, biz.id, {
    name,
    lat: HOME.lat + (o.km ?? 1) * KM,
    lon: HOME.lon,
    category_id: o.category ?? CRAFT,
    type_id: o.type_id,
    status: o.status,
  });
  await t.db.query(`UPDATE jobs SET graduation = $2, start_date = $3 WHERE id = $1`, [j.id, o.graduation ?? null, o.start ?? null]);
  return j;
}

const get = (token: string | null, query = '') => t.request({ method: 'GET', url: `/api/v2/recommendations${query}`, token });
type Rec = { id: number; name: string; reason: string; distance_km: number };
async function list(token: string, ids?: number[]) {
  const res = await get(token, '?limit=30');
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { state: string; jobs: Rec[] };
  expect(data.state).toBe('ok');
  return ids ? data.jobs.filter((j) => ids.includes(j.id)) : data.jobs;
}
const rate = (token: string, jobId: number, rating: number) =>
  t.request({ method: 'POST', url: '/api/v2/jobs/ratings/', token, payload: { job_id: jobId, rating } });

describe('who gets recommendations', () => {
  it('guests 401, businesses 403, a pupil 200', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const b = await makeUser(t, { business: 'fuer-dich-fremd' });
    expect((await get(await loginAs(t, b.email))).statusCode).toBe(403);
    const own = await get((await pupil()).token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('an under-16 without the parents consent gets no jobs, a card reason and the settings link; with it the list', async () => {
    await job('Ausbildung Zimmerer Einverständnis', { km: 2 });
    // The switch cannot be set over the API without the consent (422), so the refusal is shown even for a stored "on".
    const p = await pupil({ birthdate: iso(14), allows: false });
    const put = await t.request({ method: 'PUT', url: `/api/trainee/${p.traineeId}`, token: p.token, payload: { allows_recommendations: true } });
    expect(put.statusCode).toBe(422);
    await t.db.query(`UPDATE trainees SET allows_recommendations = true WHERE id = $1`, [p.traineeId]);
    const res = (await get(p.token)).json().data;
    expect(res).toMatchObject({ state: 'consent_missing', jobs: [], action_url: '/einstellungen' });
    expect(res.message).toContain('Eltern');

    await t.db.query(`INSERT INTO parental_consents (user_id, parent_email, token_hash, confirmed_at) VALUES ($1, 'eltern@test.example', $2, now())`, [
      p.id,
      `hash-${p.id}`,
    ]);
    expect((await list(p.token)).length).toBeGreaterThan(0);
    // A revoked consent ends the list again.
    await t.db.query(`UPDATE parental_consents SET revoked_at = now() WHERE user_id = $1`, [p.id]);
    expect((await get(p.token)).json().data.state).toBe('consent_missing');
  });

  it('recommendations switched off, or onboarding incomplete: no jobs, the reason and where to fix it', async () => {
    const off = await pupil({ allows: false });
    expect((await get(off.token)).json().data).toMatchObject({ state: 'not_allowed', jobs: [], action_url: '/einstellungen' });
    const noCrafts = await pupil({ crafts: [], graduation: null });
    expect((await get(noCrafts.token)).json().data).toMatchObject({
      state: 'onboarding_incomplete',
      jobs: [],
      missing: ['Bereiche, die dich interessieren', 'Höchster Schulabschluss'],
      action_url: '/profil',
    });
  });

  it('bounds its inputs', async () => {
    const p = await pupil();
    for (const q of ['?limit=0', '?limit=31', '?limit=abc', '?start_year=1800']) expect((await get(p.token, q)).statusCode).toBe(422);
  });
});

describe('the ranking', () => {
  it('ranks crafts first, then nearer, graduation the pupil has before more; explains each with one reason', async () => {
    const craftFar = await job('Ausbildung Tischler Rang', { km: 30, category: CRAFT, graduation: 'main' });
    const craftNear = await job('Ausbildung Maurer Rang', { km: 5, category: CRAFT, graduation: 'main' });
    const itNear = await job('Ausbildung Fachinformatiker Rang', { km: 2, category: IT });
    const craftAbi = await job('Ausbildung Elektroniker Rang', { km: 5, category: CRAFT, graduation: 'abi' });
    const tooFar = await job('Ausbildung Dachdecker Rang', { km: 80, category: CRAFT });
    const ids = [craftFar.id, craftNear.id, itNear.id, craftAbi.id, tooFar.id];
    const p = await pupil({ crafts: ['craft'], graduation: 'quali' });
    const got = await list(p.token, ids);
    expect(got.map((j) => j.id)).toEqual([craftNear.id, craftFar.id, itNear.id, craftAbi.id]);
    expect(got[0].reason).toBe('passt zu: Handwerk · 5 km · ab Mittelschulabschluss');
    expect(got[2].reason).toBe('2 km');
    expect(got[3].reason).toBe('passt zu: Handwerk · 5 km · ab Abitur');
  });

  it('leaves out rated, expired and unpublished jobs; likes and skips move categories at once', async () => {
    const a = await job('Ausbildung Verkäufer A', { km: 3, category: SALES });
    const b = await job('Ausbildung IT B', { km: 3, category: IT });
    const liked = await job('Ausbildung Verkäufer gemocht', { km: 1, category: SALES });
    const skipped = await job('Ausbildung IT übersprungen', { km: 1, category: IT });
    const expired = await job('Ausbildung abgelaufen', { km: 1, category: CRAFT, start: '2020-09-01' });
    const draft = await job('Ausbildung Entwurf', { km: 1, category: CRAFT, status: 'draft' });
    const nextYear = `${new Date().getUTCFullYear() + 1}-09-01`;
    const open = await job('Ausbildung offen', { km: 1, category: CRAFT, start: nextYear });
    const ids = [a.id, b.id, liked.id, skipped.id, expired.id, draft.id, open.id];
    const p = await pupil({ crafts: ['art'] });
    const before = (await list(p.token, ids)).map((j) => j.id);
    expect(before).toContain(open.id);
    expect(before).not.toContain(expired.id);
    expect(before).not.toContain(draft.id);
    // Equal but for the id, b (higher id) comes before a.
    expect(before.indexOf(b.id)).toBeLessThan(before.indexOf(a.id));

    expect((await rate(p.token, liked.id, 100)).statusCode).toBe(201);
    expect((await rate(p.token, skipped.id, 0)).statusCode).toBe(201);
    const after = await list(p.token, ids);
    const order = after.map((j) => j.id);
    expect(order).not.toContain(liked.id);
    expect(order).not.toContain(skipped.id);
    expect(order.indexOf(a.id)).toBeLessThan(order.indexOf(b.id));
    expect(after.find((j) => j.id === a.id)!.reason).toBe('ähnlich wie Jobs, die dir gefallen · 3 km');
  });
});
