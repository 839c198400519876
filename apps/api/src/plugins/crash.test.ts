// kill -9 right after a write was acknowledged: after a restart on the same PGlite data directory the
// write is there (the lock left by the killed process is taken over); a second process on a data
// directory in use is refused.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../test/harness.ts';
import { startServer } from '../../test/server-process.ts';
import { testPng } from '../modules/media/media.testing.ts';

const template = inject('templateDatabase');
const dirs: string[] = [];
const kids: ChildProcess[] = [];
afterAll(() => {
  for (const k of kids) if (k.exitCode === null) k.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!fs.existsSync(template))('kill -9 on PGlite', () => {
  it('a job, an image and a chat message acknowledged just before SIGKILL are there after the restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-crash-'));
    dirs.push(dir);
    fs.cpSync(template, dir, { recursive: true });
    const first = await startServer(dir);
    kids.push(first.child);
    const login = await fetch(`${first.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'betrieb@oabat.example', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const me = ((await (await fetch(`${first.base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number } }).data
      .id;
    const traineeLogin = await fetch(`${first.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'azubi@oabat.example', password: DEMO_PASSWORD }),
    });
    const trainee = ((await traineeLogin.json()) as { token: string }).token;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await testPng())], { type: 'image/png' }), 'nach-dem-absturz.png');
    const image = await fetch(`${first.base}/api/images`, { method: 'POST', headers: { authorization: `Bearer ${trainee}` }, body: form });
    expect(image.status).toBe(201);
    const res = await fetch(`${first.base}/api/v2/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type_id: 1, name: 'Ausbildung nach dem Absturz', status: 'published' }),
    });
    expect(res.status).toBe(201);
    const message = await fetch(`${first.base}/api/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${trainee}` },
      body: JSON.stringify({ receiver_id: me, body: 'Gesendet vor dem Absturz' }),
    });
    expect(message.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    const job = ((await res.json()) as { data: { slug: string } }).data;

    const second = await startServer(dir);
    kids.push(second.child);
    // Read as the business: without activate_job the job waits for review and only its business sees it.
    const again = await fetch(`${second.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'betrieb@oabat.example', password: DEMO_PASSWORD }),
    });
    const token2 = ((await again.json()) as { token: string }).token;
    const back = await fetch(`${second.base}/api/v2/jobs/${job.slug}`, { headers: { authorization: `Bearer ${token2}` } });
    expect(back.status).toBe(200);
    expect(((await back.json()) as { data: { name: string; status: string } }).data).toMatchObject({ name: 'Ausbildung nach dem Absturz', status: 'pending' });

    const img = ((await image.json()) as { data: { id: number; uid: string } }).data;
    const trainee2 = (
      (await (
        await fetch(`${second.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'azubi@oabat.example', password: DEMO_PASSWORD }),
        })
      ).json()) as { token: string }
    ).token;
    expect((await fetch(`${second.base}/api/images/${img.id}`, { headers: { authorization: `Bearer ${trainee2}` } })).status).toBe(200);
    const variant = await fetch(`${second.base}/media/images/${img.uid}/1.webp`);
    expect(variant.status).toBe(200);
    expect((await variant.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const sent = ((await message.json()) as { data: { conversation_id: number } }).data;
    const msgs = await fetch(`${second.base}/api/chat/conversations/${sent.conversation_id}/messages`, { headers: { authorization: `Bearer ${trainee2}` } });
    expect(await msgs.text()).toContain('Gesendet vor dem Absturz');

    // A second process on the same data directory is refused (PGlite has no lock of its own; two would lose writes).
    await expect(startServer(dir)).rejects.toThrow(/wird schon vom Prozess \d+ benutzt/);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
