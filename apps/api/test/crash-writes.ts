// kill -9 tests on PGlite and PostgreSQL: the writes acknowledged just before SIGKILL, their check after the
// restart, and the integrity check of the database (amcheck) that follows.
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './harness.ts';
import { testPdf, testPng } from './factories/media.ts';

const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

export async function loginOver(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json(), body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface Acknowledged {
  jobSlug: string;
  image: { id: number; uid: string };
  conversationId: number;
  interest: { id: number; jobId: number; fileId: number };
}

/** A job published, an image, a chat message and a job interest with a file: each answered 201 before it returns. */
export async function writeAcknowledged(base: string): Promise<Acknowledged> {
  const business = await loginOver(base, 'betrieb@oabat.example');
  const trainee = await loginOver(base, 'azubi@oabat.example');
  const me = ((await (await fetch(`${base}/api/auth/user`, { headers: json(business) })).json()) as { data: { id: number } }).data.id;
  // A published job of the demo business, so the interest and its file reach betrieb@.
  const found = (await (await fetch(`${base}/api/v2/search/job?per_page=50`)).json()) as { data: { id: number; business: { slug: string } }[] };
  const target = found.data.find((j) => j.business.slug === 'baeckerei-huber');
  if (!target) throw new Error('no published job of baeckerei-huber in the demo data');

  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await testPng())], { type: 'image/png' }), 'nach-dem-absturz.png');
  const image = await fetch(`${base}/api/images`, { method: 'POST', headers: { authorization: `Bearer ${trainee}` }, body: form });
  expect(image.status).toBe(201);
  const doc = new FormData();
  doc.append('file', new Blob([new Uint8Array(testPdf())], { type: 'application/pdf' }), 'lebenslauf-vor-dem-absturz.pdf');
  const file = await fetch(`${base}/api/file`, { method: 'POST', headers: { authorization: `Bearer ${trainee}` }, body: doc });
  expect(file.status).toBe(201);
  const fileId = ((await file.json()) as { data: { id: number } }).data.id;
  const job = await fetch(`${base}/api/v2/jobs`, {
    method: 'POST',
    headers: json(business),
    body: JSON.stringify({ type_id: 1, name: 'Ausbildung nach dem Absturz', status: 'published' }),
  });
  expect(job.status).toBe(201);
  const message = await fetch(`${base}/api/chat/messages`, {
    method: 'POST',
    headers: json(trainee),
    body: JSON.stringify({ receiver_id: me, body: 'Gesendet vor dem Absturz' }),
  });
  expect(message.status).toBe(201);
  const interest = await fetch(`${base}/api/job_interests`, {
    method: 'POST',
    headers: json(trainee),
    body: JSON.stringify({ job_id: target.id, message: 'Beworben vor dem Absturz', file_ids: [fileId] }),
  });
  expect(interest.status).toBe(201);
  return {
    jobSlug: ((await job.json()) as { data: { slug: string } }).data.slug,
    image: ((await image.json()) as { data: { id: number; uid: string } }).data,
    conversationId: ((await message.json()) as { data: { conversation_id: number } }).data.conversation_id,
    interest: { id: ((await interest.json()) as { data: { id: number } }).data.id, jobId: target.id, fileId },
  };
}

/** Every acknowledged write is there after the restart, complete (the file's and image's bytes too). */
export async function expectWritesBack(base: string, ack: Acknowledged) {
  const business = await loginOver(base, 'betrieb@oabat.example');
  const trainee = await loginOver(base, 'azubi@oabat.example');
  // Read as the business: without activate_job the job waits for review and only its business sees it.
  const job = await fetch(`${base}/api/v2/jobs/${ack.jobSlug}`, { headers: json(business) });
  expect(job.status).toBe(200);
  expect(((await job.json()) as { data: unknown }).data).toMatchObject({ name: 'Ausbildung nach dem Absturz', status: 'pending' });

  expect((await fetch(`${base}/api/images/${ack.image.id}`, { headers: json(trainee) })).status).toBe(200);
  const variant = await fetch(`${base}/media/images/${ack.image.uid}/1.webp`);
  expect(variant.status).toBe(200);
  expect((await variant.arrayBuffer()).byteLength).toBeGreaterThan(100);

  const msgs = await fetch(`${base}/api/chat/conversations/${ack.conversationId}/messages`, { headers: json(trainee) });
  expect(await msgs.text()).toContain('Gesendet vor dem Absturz');

  const interests = (await (await fetch(`${base}/api/job_interests?job_id=${ack.interest.jobId}`, { headers: json(business) })).json()) as {
    data: { id: number; message: string; files: { id: number }[] }[];
  };
  expect(interests.data.find((i) => i.id === ack.interest.id)).toMatchObject({ message: 'Beworben vor dem Absturz', files: [{ id: ack.interest.fileId }] });
  const file = await fetch(`${base}/api/file/${ack.interest.fileId}`, { headers: json(business) });
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(testPdf())).toBe(true);
}

type Query = <T>(sql: string) => Promise<T[]>;

/**
 * amcheck over the whole database: bt_index_check (with heapallindexed: every heap tuple has its index
 * entry) on every valid btree index (partitioned indexes have no pages of their own: their partitions' are checked), verify_heapam on every table, materialized view and TOAST table.
 * Returns what was checked and the corruption found (an empty list when the database is sound).
 */
export async function amcheck(query: Query) {
  await query(`CREATE EXTENSION IF NOT EXISTS amcheck`);
  const indexes = await query<{ oid: number; name: string }>(
    `SELECT c.oid::int AS oid, c.oid::regclass::text AS name
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'btree' AND c.relkind = 'i' AND i.indisvalid AND i.indisready AND c.relpersistence <> 't'`,
  );
  const problems: string[] = [];
  for (const ix of indexes) {
    try {
      await query(`SELECT bt_index_check(${ix.oid}::regclass, true)`);
    } catch (err) {
      problems.push(`${ix.name}: ${(err as Error).message}`);
    }
  }
  const tables = await query<{ oid: number; name: string }>(
    `SELECT c.oid::int AS oid, c.oid::regclass::text AS name FROM pg_class c
      WHERE c.relkind IN ('r', 'm', 't') AND c.relpersistence <> 't'`,
  );
  for (const t of tables) {
    const bad = await query<{ blkno: number; msg: string }>(`SELECT blkno::int AS blkno, msg FROM verify_heapam(${t.oid}::regclass)`);
    for (const b of bad) problems.push(`${t.name} Block ${b.blkno}: ${b.msg}`);
  }
  return { indexes: indexes.length, tables: tables.length, problems };
}
