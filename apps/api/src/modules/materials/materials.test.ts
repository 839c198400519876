import { MATERIAL_FILE_MESSAGE } from '@oabat/domain/materials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { multipartBody, testPdf, testPng, type Part } from '../../../test/factories/media.ts';

let t: TestContext;
let admin: string;
let region: string; // Passau, channel passau
let otherRegion: string;
let school: string;
let huber: string;
let passauChannel: number;
let schoolChannel: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  region = await t.login('region@oabat.example');
  school = await t.login('schule@oabat.example');
  huber = await t.login('betrieb@oabat.example');
  const r2 = await makeUser(t, { trainee: false });
  await t.db.query(`INSERT INTO region_users (region_id, user_id) SELECT id, $1 FROM regions WHERE slug = 'inn-salzach'`, [r2.id]);
  otherRegion = await loginAs(t, r2.email);
  passauChannel = (await t.db.one<{ id: number }>(`SELECT id FROM channels WHERE slug = 'passau'`))!.id;
  schoolChannel = (await t.db.one<{ id: number }>(`SELECT id FROM channels WHERE slug = 'mittelschule-passau-st-nikola'`))!.id;
});
afterAll(() => t.close());

async function uploadFile(token: string, file: Part) {
  return t.request({ method: 'POST', url: '/api/file', token, ...(await multipartBody({ file })) });
}
const pdfId = async (token: string, name = 'Flyer.pdf') => (await uploadFile(token, { bytes: testPdf(), name })).json().data.id as number;
const create = (token: string | null, body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/materials', token, payload: body });
const list = (channel: string, token: string | null = null) => t.request({ method: 'GET', url: '/api/materials', query: { channel }, token });

describe('materials', () => {
  it('the demo region Passau has a real PDF that a guest lists and downloads', async () => {
    const res = await list('passau');
    expect(res.statusCode).toBe(200);
    expect(res.json().can_edit).toBe(false);
    const demo = res.json().data.find((m: { title: string }) => m.title === 'Ausbildungsatlas Region Passau');
    expect(demo).toMatchObject({ channel: { slug: 'passau' }, file: { mime_type: 'application/pdf' }, can_edit: false });
    const dl = await t.request({ method: 'GET', url: demo.download_url });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="Ausbildungsatlas-Passau.pdf"/);
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(dl.rawPayload.toString('latin1')).toContain('/Type /Page ');
  });

  it('a region adds, edits and removes a material on its channel; everybody reads it', async () => {
    const fileId = await pdfId(region, 'Elternbrief.pdf');
    const res = await create(region, { file_id: fileId, channel_id: passauChannel, title: '  Elternbrief Ausbildung ', description: 'Für Eltern.' });
    expect(res.statusCode).toBe(201);
    const m = res.json().data;
    expect(m).toMatchObject({ title: 'Elternbrief Ausbildung', description: 'Für Eltern.', file_id: fileId, channel_id: passauChannel, can_edit: true });
    expect((await list('passau', region)).json().can_edit).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/materials/${m.id}`, token: huber })).json().data).toMatchObject({ id: m.id, can_edit: false });
    const dl = await t.request({ method: 'GET', url: `/api/materials/${m.id}/download` });
    expect(dl.rawPayload.equals(testPdf())).toBe(true);
    // the file itself stays its uploader's: the guest gets it only through the material
    expect((await t.request({ method: 'GET', url: `/api/file/${fileId}` })).statusCode).toBe(401);

    const newFile = await pdfId(region, 'Elternbrief-2.pdf');
    const put = await t.request({ method: 'PUT', url: `/api/materials/${m.id}`, token: region, payload: { title: 'Elternbrief 2027', file_id: newFile } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ title: 'Elternbrief 2027', description: 'Für Eltern.', file: { original_filename: 'Elternbrief-2.pdf' } });

    const deleted = await t.request({ method: 'DELETE', url: `/api/materials/${m.id}`, token: region });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.request({ method: 'GET', url: `/api/materials/${m.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/materials/${m.id}/download` })).statusCode).toBe(404);
  });

  it('a school adds to its own channel, the admin to any; a business never', async () => {
    expect((await create(school, { file_id: await pdfId(school), channel_id: schoolChannel, title: 'Praktikumsmappe' })).statusCode).toBe(201);
    expect((await create(school, { file_id: await pdfId(school), channel_id: passauChannel, title: 'Fremder Channel' })).statusCode).toBe(403);
    expect((await create(admin, { file_id: await pdfId(admin), channel_id: passauChannel, title: 'Von der Redaktion' })).statusCode).toBe(201);
    const business = await create(huber, { file_id: await pdfId(huber), channel_id: passauChannel, title: 'Werbung' });
    expect(business.statusCode).toBe(403);
    expect(business.json().message).toMatch(/nur die Region oder Schule/);
    expect((await create(null, { file_id: 1, channel_id: passauChannel, title: 'Gast' })).statusCode).toBe(401);
    const before = (await list('passau')).json().data.map((m: { title: string }) => m.title);
    expect(before).not.toContain('Werbung');
  });

  it('another region neither edits nor deletes a material; a guest gets 401', async () => {
    const m = (await create(region, { file_id: await pdfId(region), channel_id: passauChannel, title: 'Bleibt' })).json().data;
    const url = `/api/materials/${m.id}`;
    expect((await t.request({ method: 'DELETE', url, token: otherRegion })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url, token: school })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url, token: otherRegion, payload: { title: 'Übernommen' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url, payload: { title: 'x' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url })).json().data.title).toBe('Bleibt');
    expect((await t.request({ method: 'DELETE', url: '/api/materials/99999999', token: region })).statusCode).toBe(404);
  });

  it('refuses a renamed .exe at upload, a picture, someone else\u2019s file and bad input', async () => {
    const exe = await uploadFile(region, { bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), name: 'Infoblatt.pdf', type: 'application/pdf' });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/nicht unterstützt/);

    const png = (await uploadFile(region, { bytes: await testPng(), name: 'bild.png' })).json().data.id;
    const pic = await create(region, { file_id: png, channel_id: passauChannel, title: 'Bild' });
    expect(pic.statusCode).toBe(422);
    expect(pic.json().errors.file_id).toEqual([MATERIAL_FILE_MESSAGE]);

    const foreign = await create(region, { file_id: await pdfId(huber), channel_id: passauChannel, title: 'Fremd' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.file_id).toEqual(['Bitte lade die Datei selbst hoch.']);

    const bad = await create(region, { file_id: 3_000_000_000, channel_id: passauChannel, title: 'x'.repeat(151) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.title).toEqual(['Der Titel darf höchstens 150 Zeichen lang sein.']);
    expect(bad.json().errors.file_id).toBeDefined();
    const control = await create(region, { file_id: 1, channel_id: passauChannel, title: 'a', description: 'a\u0000b' });
    expect(control.statusCode).toBe(422);
    expect(control.json().errors.description).toBeDefined();
    const noChannel = await create(region, { file_id: await pdfId(region), channel_id: 2_000_000_000, title: 'Nirgends' });
    expect(noChannel.statusCode).toBe(422);
    expect(noChannel.json().errors.channel_id).toEqual(['Diesen Channel gibt es nicht.']);
    expect((await t.request({ method: 'GET', url: '/api/materials', query: { channel: '../x' } })).statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: '/api/materials/abc' })).statusCode).toBe(422);
  });
});
