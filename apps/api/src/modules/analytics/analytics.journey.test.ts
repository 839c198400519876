import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
const tok: Record<string, string> = {};
let businessUserId: number;
const SESSION = 'journey-session-0001';
const STRANGER = 'journey-session-0002';
beforeAll(async () => {
  t = await createTestApp();
  for (const [k, email] of Object.entries({
    admin: 'admin@oabat.example',
    dashboard: 'dashboard@oabat.example',
    business: 'betrieb@oabat.example',
    support: 'hilfe@oabat.example',
  }))
    tok[k] = await t.login(email);
  businessUserId = (await t.db.one<{ id: number }>(`SELECT id FROM users WHERE email = 'betrieb@oabat.example'`))!.id;
  await t.db.query(
    `INSERT INTO analytics_sessions (oabalytics_user_id, campaign_id, source, medium, user_id) VALUES ($1, 'herbst', 'instagram', 'social', $2)`,
    [SESSION, businessUserId],
  );
  // Before login (session only), after login (account), and somebody else's visit.
  await t.db.query(
    `INSERT INTO analytics_records (oabalytics_user_id, user_id, route, event, entity_type, campaign_id, created_at) VALUES
      ($1, NULL, '/?utm_id=herbst', 'page_visit', 'page_visit', 'herbst', now() - interval '3 minutes'),
      ($1, $2, '/betrieb/antworten', 'page_visit', 'page_visit', NULL, now() - interval '2 minutes'),
      ($1, $2, '/betrieb/antworten', 'answer_sent', 'event', NULL, now() - interval '1 minute'),
      ($3, NULL, '/impressum', 'page_visit', 'page_visit', NULL, now())`,
    [SESSION, businessUserId, STRANGER],
  );
});
afterAll(() => t.close());

const get = (url: string, token: string | null) => t.request({ method: 'GET', url, token });

describe('analytics journeys', () => {
  it("shows an account's journey with its sessions and campaign, newest first, to the admin and the dashboard user", async () => {
    for (const who of ['admin', 'dashboard']) {
      const res = await get(`/api/admin/analytics/users/${businessUserId}`, tok[who]);
      expect(res.statusCode, who).toBe(200);
      const j = res.json().data;
      expect(j.subject).toMatchObject({ kind: 'user', email: 'betrieb@oabat.example', is_business: true });
      expect(j.sessions).toEqual([expect.objectContaining({ id: SESSION, campaign_id: 'herbst', source: 'instagram' })]);
      expect(j.totals).toEqual({ page_visits: 2, events: 1, impressions: 0 });
      expect(j.records.map((r: { route: string }) => r.route)).toEqual(['/betrieb/antworten', '/betrieb/antworten', '/?utm_id=herbst']);
    }
  });

  it("shows an anonymous session's journey only", async () => {
    const res = await get(`/api/admin/analytics/anonymous/${STRANGER}`, tok.dashboard);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.records.map((r: { route: string }) => r.route)).toEqual(['/impressum']);
    expect((await get('/api/admin/analytics/anonymous/unbekannt-0000', tok.admin)).statusCode).toBe(404);
    expect((await get('/api/admin/analytics/anonymous/x', tok.admin)).statusCode).toBe(422);
    expect((await get('/api/admin/analytics/users/2147483647', tok.admin)).statusCode).toBe(404);
  });

  it('refuses everybody else', async () => {
    for (const who of ['business', 'support']) {
      expect((await get(`/api/admin/analytics/users/${businessUserId}`, tok[who])).statusCode, who).toBe(403);
      expect((await get(`/api/admin/analytics/anonymous/${STRANGER}`, tok[who])).statusCode, who).toBe(403);
    }
    expect((await get(`/api/admin/analytics/users/${businessUserId}`, null)).statusCode).toBe(401);
  });
});
