import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildBusiness } from '../../../test/factories/jobs.ts';

let t: TestContext;
const tok: Record<string, string> = {};
let schoolSlug: string;
let regionSlug: string;
let other: { id: number; slug: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  for (const [k, email] of Object.entries({
    school: 'schule@oabat.example',
    region: 'region@oabat.example',
    business: 'betrieb@oabat.example',
    trainee: 'azubi@oabat.example',
    admin: 'admin@oabat.example',
  }))
    tok[k] = await t.login(email);
  const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/auth/user', token })).json().data;
  schoolSlug = (await me(tok.school)).school.slug;
  regionSlug = (await me(tok.region)).region.slug;
  other = await buildBusiness(t, { slug: 'einladung-zweitbetrieb' });
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST', url: string, token: string | null) => t.request({ method, url, token });

describe('network invitations', () => {
  let token: string;
  it('a school creates a link; only its own users may, and list it', async () => {
    const res = await req('POST', `/api/schools/${schoolSlug}/network-invitations`, tok.school);
    expect(res.statusCode).toBe(201);
    token = res.json().data.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json().data.link).toContain(`/arbeitgeber/einladung?token=${token}`);
    expect(new Date(res.json().data.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    for (const who of ['business', 'region', 'trainee']) {
      expect((await req('POST', `/api/schools/${schoolSlug}/network-invitations`, tok[who])).statusCode, who).toBe(403);
      expect((await req('GET', `/api/schools/${schoolSlug}/network-invitations`, tok[who])).statusCode, who).toBe(403);
    }
    expect((await req('POST', `/api/schools/${schoolSlug}/network-invitations`, null)).statusCode).toBe(401);
    // The token is stored hashed: the database never holds the link.
    const stored = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM network_invitations`);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('anyone with the link sees who invites; unknown, malformed and expired tokens show nothing', async () => {
    const res = await req('GET', `/api/network-invitations/${token}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.inviter).toMatchObject({ type: 'school', slug: schoolSlug });
    expect((await req('GET', `/api/network-invitations/${'A'.repeat(43)}`, null)).statusCode).toBe(404);
    expect((await req('GET', '/api/network-invitations/kurz', null)).statusCode).toBe(422);
  });

  it('a business accepts once: the school network request is made and accepted; others cannot accept', async () => {
    expect((await req('POST', `/api/network-invitations/${token}/accept`, null)).statusCode).toBe(401);
    expect((await req('POST', `/api/network-invitations/${token}/accept`, tok.trainee)).statusCode).toBe(403);
    expect((await req('POST', `/api/network-invitations/${token}/accept`, tok.region)).statusCode).toBe(403);
    const ok = await req('POST', `/api/network-invitations/${token}/accept`, tok.business);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ joined: true, inviter: { type: 'school' } });
    expect((await req('POST', `/api/network-invitations/${token}/accept`, tok.business)).statusCode).toBe(409);
    expect((await req('POST', `/api/network-invitations/${token}/accept`, other.token)).statusCode).toBe(200);

    const network = (await req('GET', `/api/schools/${schoolSlug}/network`, tok.school)).json().data as {
      accepted: boolean;
      business_site: { business: { slug: string } };
    }[];
    const ofOther = network.find((r) => r.business_site.business.slug === other.slug);
    expect(ofOther?.accepted).toBe(true);
    const list = (await req('GET', `/api/schools/${schoolSlug}/network-invitations`, tok.school)).json().data;
    expect(list[0].uses).toBe(2);
  });

  it('an expired link is refused', async () => {
    const fresh = (await req('POST', `/api/schools/${schoolSlug}/network-invitations`, tok.school)).json().data;
    await t.db.query(`UPDATE network_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [fresh.id]);
    expect((await req('GET', `/api/network-invitations/${fresh.token}`, null)).statusCode).toBe(404);
    expect((await req('POST', `/api/network-invitations/${fresh.token}/accept`, other.token)).statusCode).toBe(404);
  });

  it("a region's link makes the business a member of the region's channel", async () => {
    const res = await req('POST', `/api/regions/${regionSlug}/network-invitations`, tok.region);
    expect(res.statusCode).toBe(201);
    expect((await req('POST', `/api/regions/${regionSlug}/network-invitations`, tok.school)).statusCode).toBe(403);
    const accepted = await req('POST', `/api/network-invitations/${res.json().data.token}/accept`, other.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.inviter).toMatchObject({ type: 'region', slug: regionSlug });
    const members = (await req('GET', `/api/regions/${regionSlug}/members`, tok.region)).json().data as { id: number }[];
    expect(members.map((m) => m.id)).toContain(other.id);
  });
});
