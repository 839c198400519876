// The S3 adapter against a real S3-speaking server (s3rver, in this process) over HTTP with signed requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { multipartBody, testJpeg } from '../../../test/factories/media.ts';
import { s3Storage } from './media.s3-storage.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-s3-'));
let server: S3rver;
let endpoint: string;
let t: TestContext;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'oabat-uploads' }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'oabat-uploads',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('stores, reads, streams, measures and removes objects, a folder with everything below it', async () => {
    const s3 = s3Storage({ endpoint, bucket: 'oabat-uploads', region: 'eu-central-1', ...credentials });
    await s3.put('test/a/1.jpg', Buffer.from('eins'));
    await s3.put('test/a/2.jpg', Buffer.from('zwei!'));
    expect((await s3.read('test/a/1.jpg'))?.toString()).toBe('eins');
    expect(await s3.size('test/a/2.jpg')).toBe(5);
    const chunks: Buffer[] = [];
    for await (const c of (await s3.stream('test/a/2.jpg'))!) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe('zwei!');
    expect(await s3.read('test/gibt-es-nicht')).toBeNull();
    await s3.remove('test/a');
    expect(await s3.read('test/a/1.jpg')).toBeNull();
    expect(await s3.size('test/a/2.jpg')).toBeNull();
    await expect(s3.put('../flucht', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });

  it('fails loudly for a missing bucket instead of pretending to have stored something', async () => {
    const wrong = s3Storage({ endpoint, bucket: 'gibt-es-nicht', region: 'eu-central-1', ...credentials });
    await expect(wrong.put('x/1.jpg', Buffer.from('x'))).rejects.toThrow(/S3 PUT .* 404/);
    await expect(wrong.remove('x')).rejects.toThrow(/S3 GET/);
  });

  it('an uploaded image lands in the bucket, not on local disk, and is served from there', async () => {
    const token = await loginAs(t, (await makeUser(t, { business: 's3-betrieb' })).email);
    const body = await multipartBody({ image: { bytes: await testJpeg(800, 600), name: 'halle.jpg', type: 'image/jpeg' } });
    const res = await t.request({ method: 'POST', url: '/api/images', token, ...body });
    expect(res.statusCode).toBe(201);
    const served = await t.request({ method: 'GET', url: res.json().data.urls['3.webp'] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const uid = /\/media\/images\/([^/]+)\//.exec(res.json().data.urls['3.webp'])![1];
    expect(fs.existsSync(path.join(t.config.DATA_DIR, 'uploads', 'images', uid))).toBe(false);
    const del = await t.request({ method: 'DELETE', url: `/api/images/${res.json().data.id}`, token });
    expect(del.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: res.json().data.urls['3.webp'] })).statusCode).toBe(404);
  });
});
