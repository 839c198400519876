// The access log: one line per request with method, route, status and time, and nothing secret in it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
    done();
  },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: sink } });
});
afterAll(async () => {
  await t.close();
});

const accessLines = () => lines.filter((l) => l.msg === 'request');

describe('access log', () => {
  it('writes one line per request with method, route pattern, status and time', async () => {
    lines.length = 0;
    await t.request({ method: 'GET', url: '/api/site' });
    await t.request({ method: 'GET', url: '/api/jobs/999999' });
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    const [site, job] = accessLines();
    expect(accessLines()).toHaveLength(2);
    expect(site).toMatchObject({ method: 'GET', route: '/api/site', status: 200 });
    expect(typeof site.ms).toBe('number');
    expect(job).toMatchObject({ method: 'GET', status: 404 });
    expect(String(job.route)).not.toContain('999999');
  });

  it('never writes a bearer token, a token in the query or a password', async () => {
    lines.length = 0;
    const token = await t.login('azubi@oabat.example');
    await t.request({ method: 'GET', url: '/api/user', token });
    await t.request({ method: 'GET', url: '/api/gibt-es-nicht/geheim-123?token=abcdef987654' });
    await t.request({ method: 'GET', url: '/einstellungen/datenexport/Zk3v9QpLm2XyTt8RwA1bC4dE6fG7hJ0kL5nM' });
    const written = JSON.stringify(lines);
    expect(accessLines().length).toBeGreaterThanOrEqual(4);
    expect(written).not.toContain(token);
    expect(written).not.toContain('abcdef987654');
    expect(written).not.toContain('Zk3v9QpLm2XyTt8RwA1bC4dE6fG7hJ0kL5nM');
    expect(written).not.toContain('Demo-Passwort');
  });
});
