import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { multipartBody, testPdf, type Part } from '../../../test/factories/media.ts';

let t: TestContext;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await loginAs(t, (await makeUser(t)).email);
  bob = await loginAs(t, (await makeUser(t)).email);
});
afterAll(() => t.close());

async function upload(fields: Record<string, Part>, token: string | null) {
  return t.request({ method: 'POST', url: '/api/file', token, ...(await multipartBody(fields)) });
}

describe('files', () => {
  it('an upload before login is private, then claimed with its uuid after login', async () => {
    const res = await upload({ file: { bytes: testPdf(), name: 'C:\\Users\\..\\Lebenslauf:final<1>.pdf', type: 'application/pdf' } }, null);
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ original_filename: 'Lebenslauf_final_1_.pdf', mime_type: 'application/pdf' });
    expect(file.uuid).toMatch(/^[0-9a-f-]{36}$/);

    expect((await t.request({ method: 'GET', url: `/api/file/${file.id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/file/${file.id}`, token: bob })).statusCode).toBe(403);
    const withUuid = await t.request({ method: 'GET', url: `/api/file/${file.id}?uuid=${file.uuid}` });
    expect(withUuid.statusCode).toBe(200);
    expect(withUuid.rawPayload.equals(testPdf())).toBe(true);

    const wrong = await t.request({ method: 'POST', url: `/api/claim_file/${file.id}`, token: alice, payload: { uuid: crypto.randomUUID() } });
    expect(wrong.statusCode).toBe(404);
    const badUuid = await t.request({ method: 'POST', url: `/api/claim_file/${file.id}`, token: alice, payload: { uuid: 'abc' } });
    expect(badUuid.statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url: `/api/claim_file/${file.id}`, payload: { uuid: file.uuid } })).statusCode).toBe(401);

    const claim = await t.request({ method: 'POST', url: `/api/claim_file/${file.id}`, token: alice, payload: { uuid: file.uuid } });
    expect(claim.statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: `/api/claim_file/${file.id}`, token: bob, payload: { uuid: file.uuid } });
    expect(again.statusCode).toBe(403);

    const bytes = await t.request({ method: 'GET', url: `/api/file/${file.id}`, token: alice });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/pdf');
    expect(bytes.headers['content-disposition']).toBe(`attachment; filename="Lebenslauf_final_1_.pdf"; filename*=UTF-8''Lebenslauf_final_1_.pdf`);
    expect((await t.request({ method: 'GET', url: `/api/file/${file.id}`, token: bob })).statusCode).toBe(403);
  });

  it('info by id for the owner, by uuid for whoever holds it; never the uuid to others', async () => {
    const file = (await upload({ file: { bytes: testPdf(), name: 'Zeugnis Übersicht.pdf' } }, alice)).json().data;
    const info = await t.request({ method: 'GET', url: `/api/files_info/${file.id}`, token: alice });
    expect(info.json().data).toMatchObject({ id: file.id, original_filename: 'Zeugnis Übersicht.pdf', uuid: file.uuid, size: testPdf().length });
    expect((await t.request({ method: 'GET', url: `/api/files_info/${file.id}`, token: bob })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/files/${file.id}`, token: alice })).json().data.id).toBe(file.id);
    expect((await t.request({ method: 'GET', url: '/api/files', token: alice })).json().data.map((f: { id: number }) => f.id)).toContain(file.id);
    expect((await t.request({ method: 'GET', url: '/api/files', token: bob })).json().data.map((f: { id: number }) => f.id)).not.toContain(file.id);
    expect((await t.request({ method: 'GET', url: '/api/files' })).statusCode).toBe(401);
    const byUuid = await t.request({ method: 'GET', url: `/api/files/${file.uuid}`, token: bob });
    expect(byUuid.json().data).toMatchObject({ id: file.id, uuid: null });
    expect((await t.request({ method: 'GET', url: `/api/files/999999`, token: alice })).statusCode).toBe(404);
    const download = await t.request({ method: 'GET', url: `/api/file/${file.id}`, token: alice });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Zeugnis Ubersicht.pdf"; filename*=UTF-8''Zeugnis%20%C3%9Cbersicht.pdf`);
  });

  it('only the owner renames (keeping the extension) and deletes', async () => {
    const file = (await upload({ file: { bytes: testPdf(), name: 'anschreiben.pdf' } }, alice)).json().data;
    const url = `/api/files/${file.id}`;
    expect((await t.request({ method: 'PUT', url, token: bob, payload: { original_filename: 'x' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url, payload: { original_filename: 'x' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url, token: bob })).statusCode).toBe(403);
    const empty = await t.request({ method: 'PUT', url, token: alice, payload: { original_filename: ' ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.original_filename).toEqual(['Bitte gib einen Dateinamen ein.']);
    const renamed = await t.request({ method: 'PUT', url, token: alice, payload: { original_filename: 'Anschreiben Huber' } });
    expect(renamed.json().data.original_filename).toBe('Anschreiben Huber.pdf');
    const deleted = await t.request({ method: 'DELETE', url, token: alice });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.request({ method: 'GET', url: `/api/file/${file.id}`, token: alice })).statusCode).toBe(404);
  });

  it('refuses what is not a document by its content, HTML included', async () => {
    const html = await upload({ file: { bytes: Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), name: 'lebenslauf.pdf' } }, alice);
    expect(html.statusCode).toBe(415);
    const exe = await upload({ file: { bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), name: 'bewerbung.pdf' } }, alice);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/nicht unterstützt/);
    const none = await upload({ note: 'x' }, alice);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual(['Bitte wähle eine Datei aus.']);
    const big = await upload({ file: { bytes: Buffer.concat([testPdf(), Buffer.alloc(21 * 1024 * 1024)]), name: 'gross.pdf' } }, alice);
    expect(big.statusCode).toBe(413);
  });
});
