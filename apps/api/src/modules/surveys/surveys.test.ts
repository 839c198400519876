import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyCsv } from '@oabat/domain/surveys';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let admin: string;
let dashboard: string;
let trainee: string;
let business: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  dashboard = await t.login('dashboard@oabat.example');
  trainee = await t.login('azubi@oabat.example');
  business = await t.login('betrieb@oabat.example');
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) => t.request({ method, url, token, payload });
const body = {
  name: 'praktikum-2027',
  question: 'Machst du 2027 ein Praktikum?',
  answers: ['Ja', 'Nein', 'Weiß nicht'],
  audience: 'trainee',
  delay_seconds: 0,
};

describe('survey cards', () => {
  let id: number;
  it('the admin defines a card; a trainee of the audience gets it, answers once, and it is gone', async () => {
    const created = await req('POST', '/api/v2/admin/surveys', admin, body);
    expect(created.statusCode).toBe(201);
    id = created.json().data.id;
    expect(created.json().data).toMatchObject({ counts: [0, 0, 0], total: 0, is_active: true, delay_seconds: 0 });

    const open = (await req('GET', '/api/surveys/open', trainee)).json().data;
    expect(open).toContainEqual({ id, name: 'praktikum-2027', question: body.question, answers: body.answers, delay_seconds: 0 });
    // Not for another audience, not for the team.
    expect((await req('GET', '/api/surveys/open', business)).json().data.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await req('GET', '/api/surveys/open', admin)).json().data).toEqual([]);

    expect((await req('POST', `/api/surveys/${id}/answer`, trainee, { answer: 1 })).statusCode).toBe(204);
    expect((await req('GET', '/api/surveys/open', trainee)).json().data.map((s: { id: number }) => s.id)).not.toContain(id);
    const list = (await req('GET', '/api/v2/admin/surveys', dashboard)).json().data;
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({ counts: [0, 1, 0], total: 1 });
  });

  it('refuses answers of another audience, unknown answers and bad definitions', async () => {
    expect((await req('POST', `/api/surveys/${id}/answer`, business, { answer: 0 })).statusCode).toBe(404);
    expect((await req('POST', `/api/surveys/${id}/answer`, trainee, { answer: 3 })).statusCode).toBe(422);
    expect((await req('POST', `/api/surveys/${id}/answer`, trainee, { answer: 2147483648 })).statusCode).toBe(422);
    expect((await req('POST', `/api/surveys/${id}/answer`, admin, { answer: 0 })).statusCode).toBe(403);
    expect((await req('POST', `/api/surveys/${id}/answer`, null, { answer: 0 })).statusCode).toBe(401);
    expect((await req('POST', '/api/surveys/2147483647/answer', trainee, { answer: 0 })).statusCode).toBe(404);
    for (const bad of [
      { ...body, name: 'x' },
      { ...body, answers: ['Nur eine'] },
      { ...body, answers: ['Ja', 'ja'] },
      { ...body, delay_seconds: -1 },
      { ...body, audience: 'alle' },
    ]) {
      const res = await req('POST', '/api/v2/admin/surveys', admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await req('POST', '/api/v2/admin/surveys', admin, body)).statusCode).toBe(409);
  });

  it('exports the results as CSV and shortens answers (answers beyond go)', async () => {
    const csv = await req('GET', `/api/v2/admin/surveys/${id}/export`, dashboard);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="umfrage-praktikum-2027.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Umfrage;Frage;Antwort;Anzahl;Anteil in %');
    expect(lines[2]).toBe('praktikum-2027;Machst du 2027 ein Praktikum?;Nein;1;100,0');
    const put = await req('PUT', `/api/v2/admin/surveys/${id}`, admin, { ...body, answers: ['Ja'], is_active: false });
    expect(put.statusCode).toBe(422);
    const shorter = await req('PUT', `/api/v2/admin/surveys/${id}`, admin, { ...body, answers: ['Ja', 'Vielleicht'], is_active: false });
    expect(shorter.json().data).toMatchObject({ counts: [0, 1], total: 1, is_active: false });
  });

  it('defuses formula cells in the CSV', () => {
    expect(surveyCsv({ name: '=HYPERLINK("x")', question: 'F?', answers: ['+1', 'b'], counts: [1, 0], total: 1 })).toContain(
      `"'=HYPERLINK(""x"")";F?;'+1;1;100,0`,
    );
  });

  it('only the admin changes; the dashboard user and everybody else get 403 and nothing changes; guests 401', async () => {
    const before = await t.db.query(`SELECT * FROM surveys ORDER BY id`);
    const calls = [
      ['POST', '/api/v2/admin/surveys', { ...body, name: 'gekapert' }],
      ['PUT', `/api/v2/admin/surveys/${id}`, { ...body, name: 'gekapert' }],
      ['DELETE', `/api/v2/admin/surveys/${id}`, undefined],
    ] as const;
    for (const who of ['dashboard', 'hilfe', 'betrieb', 'schule', 'region', 'azubi']) {
      const token = await t.login(`${who}@oabat.example`);
      for (const [m, url, p] of calls) expect((await req(m, url, token, p)).statusCode, `${who} ${m}`).toBe(403);
      if (who !== 'dashboard') {
        expect((await req('GET', '/api/v2/admin/surveys', token)).statusCode).toBe(403);
        expect((await req('GET', `/api/v2/admin/surveys/${id}/export`, token)).statusCode).toBe(403);
      }
    }
    for (const [m, url, p] of calls) expect((await req(m, url, null, p)).statusCode).toBe(401);
    expect((await req('GET', '/api/surveys/open', null)).statusCode).toBe(401);
    expect(await t.db.query(`SELECT * FROM surveys ORDER BY id`)).toEqual(before);
    expect((await req('DELETE', `/api/v2/admin/surveys/${id}`, admin)).statusCode).toBe(204);
    expect((await req('DELETE', `/api/v2/admin/surveys/${id}`, admin)).statusCode).toBe(404);
  });
});
