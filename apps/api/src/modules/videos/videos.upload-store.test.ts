// The shared tus store and lock (issue #39) on their own: parts from several "hosts" (store instances) add up to
// one upload, a broken request keeps what arrived, and the database lock is taken over, asked back and released.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { diskStorage } from '../media/media.storage.ts';
import { BucketUploadStore } from './videos.upload-store.ts';
import { DbLocker } from './videos.upload-lock.ts';

let t: TestContext;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bucket-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('bucket upload store', () => {
  it('adds up parts written by different store instances and gives the whole file back', async () => {
    const storage = diskStorage(root);
    const hostA = new BucketUploadStore(t.db, storage, 3600_000, 4);
    const hostB = new BucketUploadStore(t.db, storage, 3600_000, 4);
    const id = '6f1d2c1e-0000-4000-8000-000000000001';
    await hostA.create(new Upload({ id, size: 11, offset: 0, metadata: { video_id: '1' } }));
    expect(await hostA.write(Readable.from([Buffer.from('hello ')]), id, 0)).toBe(6);
    expect((await hostB.getUpload(id)).offset).toBe(6);
    await expect(hostB.write(Readable.from([Buffer.from('x')]), id, 5)).rejects.toMatchObject({ status_code: 409 });
    expect(await hostB.write(Readable.from([Buffer.from('world')]), id, 6)).toBe(11);
    const up = await hostA.getUpload(id);
    expect(up).toMatchObject({ size: 11, offset: 11, metadata: { video_id: '1' } });
    const local = await hostA.materialize(id);
    expect(fs.readFileSync(local.file, 'utf8')).toBe('hello world');
    await local.done();
    expect(fs.existsSync(local.file)).toBe(false);
    await hostB.remove(id);
    await expect(hostA.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
    expect(fs.existsSync(path.join(root, 'video-uploads', id))).toBe(false);
  });

  it('keeps the bytes of a request that broke off', async () => {
    const store = new BucketUploadStore(t.db, diskStorage(root), 3600_000, 1024);
    const id = '6f1d2c1e-0000-4000-8000-000000000002';
    await store.create(new Upload({ id, size: 100, offset: 0 }));
    const broken = new Readable({ read() {} });
    broken.push(Buffer.from('abc'));
    setTimeout(() => broken.destroy(new Error('client gone')), 20);
    await expect(store.write(broken, id, 0)).rejects.toMatchObject({ status_code: 500 });
    expect((await store.getUpload(id)).offset).toBe(3);
  });

  it('its expiry removes unfinished uploads past the period, with their parts, and keeps fresh and finished ones', async () => {
    const storage = diskStorage(root);
    const store = new BucketUploadStore(t.db, storage, 3600_000, 4);
    const [old, fresh, done] = ['6f1d2c1e-0000-4000-8000-000000000003', '6f1d2c1e-0000-4000-8000-000000000004', '6f1d2c1e-0000-4000-8000-000000000005'];
    for (const id of [old, fresh, done]) await store.create(new Upload({ id, size: 5, offset: 0 }));
    await store.write(Readable.from([Buffer.from('ab')]), old, 0);
    await store.write(Readable.from([Buffer.from('hello')]), done, 0);
    await t.db.query(`UPDATE video_upload_state SET created_at = now() - interval '2 hours' WHERE id = ANY($1)`, [[old, done]]);
    expect(await store.deleteExpired()).toBe(1);
    await expect(store.getUpload(old)).rejects.toMatchObject({ status_code: 404 });
    expect(fs.existsSync(path.join(root, 'video-uploads', old))).toBe(false);
    expect((await store.getUpload(fresh)).offset).toBe(0);
    expect((await store.getUpload(done)).offset).toBe(5);
  });
});

describe('database lock', () => {
  it('lets one request hold an upload, asks it to let go for the next one, then hands over', async () => {
    const hostA = new DbLocker(t.db).newLock('upload-1');
    const hostB = new DbLocker(t.db).newLock('upload-1');
    let asked = false;
    await hostA.lock(AbortSignal.timeout(5000), () => {
      asked = true;
      void hostA.unlock();
    });
    const started = Date.now();
    await hostB.lock(AbortSignal.timeout(10_000), () => {});
    expect(asked).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    await hostB.unlock();
  });

  it('gives up when the holder does not let go before the signal', async () => {
    const hostA = new DbLocker(t.db).newLock('upload-2');
    const hostB = new DbLocker(t.db).newLock('upload-2');
    await hostA.lock(AbortSignal.timeout(5000), () => {});
    await expect(hostB.lock(AbortSignal.timeout(600), () => {})).rejects.toMatchObject({ status_code: 500 });
    await hostA.unlock();
  });
});
