import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';
import { multipartBody, testPng } from '../../../test/factories/media.ts';

let t: TestContext;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [k, email] of Object.entries({
    admin: 'admin@oabat.example',
    support: 'hilfe@oabat.example',
    dashboard: 'dashboard@oabat.example',
    business: 'betrieb@oabat.example',
    trainee: 'azubi@oabat.example',
  }))
    tok[k] = await t.login(email);
  tok.other = (await buildBusiness(t, { slug: 'problem-zweitbetrieb' })).token;
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) => t.request({ method, url, token, payload });
const uploadScreenshot = async (token: string) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/images',
      token,
      ...(await multipartBody({ public: 'false', image: { bytes: await testPng(), name: 'fehler.png', type: 'image/png' } })),
    })
  ).json().data.id as number;

describe('problem reports', () => {
  let reportId: number;
  it('a business reports a problem with a screenshot: it lands in the queue and as a chat with the support account', async () => {
    const imageId = await uploadScreenshot(tok.business);
    const res = await req('POST', '/api/business/problem', tok.business, {
      category: 'technik',
      text: 'Die Vorschau meiner Stelle lädt nicht.',
      image_id: imageId,
    });
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    reportId = report.id;
    expect(report).toMatchObject({ category: 'technik', status: 'open', has_screenshot: true, business: { slug: expect.any(String) } });
    expect(report.conversation_id).toBeGreaterThan(0);

    const queue = (await req('GET', '/api/admin/problem-reports', tok.admin)).json().data;
    expect(queue[0]).toMatchObject({ id: reportId, text: 'Die Vorschau meiner Stelle lädt nicht.' });
    expect((await req('GET', '/api/admin/problem-reports', tok.dashboard)).statusCode).toBe(200);

    // The support account reads the report in its chat, the screenshot as a second message.
    const conv = (await req('GET', `/api/chat/conversations/${report.conversation_id}`, tok.support)).json().data;
    const bodies = conv.messages.map((m: { body: string | null; type: string }) => `${m.type}:${m.body ?? ''}`).join('|');
    expect(bodies).toContain('Problem gemeldet – Technischer Fehler');
    expect(bodies).toContain('image:');
  });

  it('refuses other roles, foreign screenshots and bad input', async () => {
    const good = { category: 'konto', text: 'Ich kann mich nicht anmelden, bitte helfen.' };
    expect((await req('POST', '/api/business/problem', null, good)).statusCode).toBe(401);
    expect((await req('POST', '/api/business/problem', tok.trainee, good)).statusCode).toBe(403);
    // Another account's image id reveals nothing and attaches nothing.
    const foreign = await uploadScreenshot(tok.trainee);
    const res = await req('POST', '/api/business/problem', tok.other, { ...good, image_id: foreign });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image_id).toEqual(['Diesen Screenshot gibt es nicht.']);
    for (const bad of [
      { ...good, category: 'x' },
      { ...good, text: 'kurz' },
      { ...good, text: 'a'.repeat(3001) },
      { ...good, text: 'Steuerzeichen \u0000 im Text' },
      { ...good, image_id: 2147483648 },
    ]) {
      expect((await req('POST', '/api/business/problem', tok.business, bad)).statusCode, JSON.stringify(bad).slice(0, 60)).toBe(422);
    }
  });

  it('only the support team sees and closes reports; the dashboard user only reads', async () => {
    for (const who of ['business', 'trainee', 'other']) expect((await req('GET', '/api/admin/problem-reports', tok[who])).statusCode).toBe(403);
    expect((await req('PUT', `/api/admin/problem-reports/${reportId}`, tok.dashboard, { status: 'done' })).statusCode).toBe(403);
    expect((await req('PUT', `/api/admin/problem-reports/${reportId}`, tok.business, { status: 'done' })).statusCode).toBe(403);
    const done = await req('PUT', `/api/admin/problem-reports/${reportId}`, tok.support, { status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.resolved_at).not.toBeNull();
    expect((await req('GET', '/api/admin/problem-reports', tok.admin)).json().data.map((r: { id: number }) => r.id)).not.toContain(reportId);
    expect((await req('GET', '/api/admin/problem-reports?status=all', tok.admin)).json().data.map((r: { id: number }) => r.id)).toContain(reportId);
    expect((await req('PUT', '/api/admin/problem-reports/2147483647', tok.admin, { status: 'done' })).statusCode).toBe(404);
  });
});
