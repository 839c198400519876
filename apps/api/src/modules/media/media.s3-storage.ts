// Upload bytes in an S3-compatible bucket (AWS S3, MinIO, Ceph, Hetzner, IONOS ...), signed with
// Signature V4. Path-style addressing (`endpoint/bucket/key`), which every S3-compatible store accepts.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { KEY, type Storage } from './media.storage.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function s3Storage(o: S3Options): Storage {
  const client = new AwsClient({ accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, region: o.region, service: 's3' });
  const base = `${o.endpoint.replace(/\/$/, '')}/${encodeURIComponent(o.bucket)}`;
  const url = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  /** A missing object is an answer for reads; anything else that is not OK (a missing bucket, refused keys) throws. */
  const call = async (method: string, target: string, opts: { body?: Buffer; missingOk?: boolean } = {}) => {
    // A Buffer is a body for Node's fetch; the cast only matters where DOM types are loaded too (bench/web-inp.ts).
    const res = await client.fetch(target, { method, body: opts.body as RequestInit['body'] });
    if (!res.ok && !(opts.missingOk && res.status === 404))
      throw new Error(`S3 ${method} ${target} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return res;
  };
  /** Every key below a prefix (ListObjectsV2, following continuation tokens). */
  async function list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const q: URLSearchParams = new URLSearchParams({ 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) });
      const xml: string = await (await call('GET', `${base}?${q}`)).text();
      for (const m of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) keys.push(m[1].replace(/&amp;/g, '&'));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (/<NextContinuationToken>([^<]+)</.exec(xml)?.[1] ?? null) : null;
    } while (token);
    return keys;
  }
  return {
    kind: 's3',
    async put(key, bytes) {
      await call('PUT', url(key), { body: bytes });
    },
    async read(key) {
      const res = await call('GET', url(key), { missingOk: true });
      return res.status === 404 ? null : Buffer.from(await res.arrayBuffer());
    },
    async stream(key) {
      const res = await call('GET', url(key), { missingOk: true });
      if (res.status === 404 || !res.body) return null;
      return Readable.fromWeb(res.body as unknown as WebReadableStream);
    },
    async size(key) {
      const res = await call('HEAD', url(key), { missingOk: true });
      return res.status === 404 ? null : Number(res.headers.get('content-length'));
    },
    async remove(key) {
      url(key); // validates the key
      // A folder key (an image's variants) removes everything below it, a file key just itself.
      for (const k of [key, ...(await list(`${key}/`))]) await call('DELETE', url(k), { missingOk: true });
    },
    async check() {
      // HeadBucket: the endpoint answers, the keys are accepted and the bucket is there, without listing anything.
      await call('HEAD', base);
    },
  };
}
