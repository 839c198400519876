// The OpenAPI fuzzer in CI, bounded: every documented operation as a guest and as five roles, with
// valid, broken and hostile input. No answer may be a 5xx, carry a status the description does not
// name, break its documented success schema, or hang. `npm run fuzz` runs the same longer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestContext } from '../../test/harness.ts';
import fs from 'node:fs';
import { describeFindings, fuzz, summarize, type Role } from '../../test/fuzz/fuzzer.ts';
import { knownValues, sessionEnding } from '../../test/fuzz/known.ts';

let t: TestContext;

beforeAll(async () => {
  // Rate limits would turn the run into a stream of 429s after a few calls.
  t = await createTestApp({
    CONTACT_MAX_PER_IP: '100000',
    ACCOUNT_CHECK_MAX_PER_IP: '100000',
    MAIL_MAX_PER_TARGET: '100000',
    ACTIVITY_MAX_PER_IP: '100000',
    OTP_MAX_PER_IP: '100000',
    OTP_MAX_PER_NUMBER: '100000',
    CONSENT_MAX_PER_IP: '100000',
    ANON_RATING_MAX_PER_IP: '100000',
    ANON_RATING_MAX_PER_JOB: '100000',
    // Session replay on (as in production), so the business's recording chunks reach the database.
    SESSION_REPLAY: '1',
  });
}, 180_000);
afterAll(() => t?.close());

describe('OpenAPI fuzzing', () => {
  it('finds no 5xx, no undocumented status, no schema violation and no hang', async () => {
    const doc = t.app.swagger() as unknown as Parameters<typeof fuzz>[0]['doc'];
    const account = (name: string, email: string): Role => {
      const role: Role = { name, token: null };
      role.relogin = async () => {
        const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
        return res.statusCode === 200 ? (res.json().token as string) : null;
      };
      return role;
    };
    const roles: Role[] = [
      { name: 'guest', token: null },
      account('trainee', 'azubi@oabat.example'),
      account('business', 'betrieb@oabat.example'),
      account('school', 'schule@oabat.example'),
      account('region', 'region@oabat.example'),
      account('admin', 'admin@oabat.example'),
    ];
    for (const role of roles) if (role.relogin) role.token = await role.relogin();
    const report = await fuzz({
      doc,
      roles,
      examples: 4,
      known: await knownValues(t.db),
      skip: sessionEnding,
      send: async (req) => {
        const res = await t.app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: req.headers,
          ...(req.body !== undefined ? { payload: req.body } : {}),
        });
        return { status: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') };
      },
    });
    expect(report.operations).toBeGreaterThan(150);
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(report, null, 1));
    expect(summarize(report.findings), describeFindings(report.findings)).toEqual([]);
  }, 600_000);
});
