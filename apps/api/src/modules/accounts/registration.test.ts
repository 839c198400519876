import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { lastCode, lastMessage, makeUser } from '../../../test/factories/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const trainee = (over: Record<string, unknown> = {}) => ({
  email: `lena${Math.random().toString(36).slice(2, 8)}@test.example`,
  password: 'Ausbildung-2026',
  firstname: 'Lena',
  lastname: 'Maier',
  birthdate: '2008-05-01',
  newsletter_confirmed: true,
  register_by_phone: false,
  ...over,
});

describe('trainee registration by e-mail', () => {
  it('creates the account, mails a code and asks for verification before login', async () => {
    const body = trainee();
    const res = await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { verification_required: true, email: body.email } });
    const mail = await lastMessage(t, body.email);
    expect(mail!.subject).toMatch(/Bestätigungscode/);
    expect(mail!.body_text).toMatch(/\/activate\/[A-Za-z0-9_-]+/);
    const blocked = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/bestätige zuerst/);

    const code = await lastCode(t, body.email);
    const wrongPw = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, password: 'falsch-falsch', code } });
    expect(wrongPw.statusCode).toBe(422);
    const verified = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, password: body.password, code } });
    expect(verified.statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/auth/user', token: verified.json().token })).json().data;
    expect(me).toMatchObject({ email: body.email, firstname: 'Lena', birthdate: '2008-05-01', email_verified: true, profile_path: '/i/profile' });
    expect(me.trainee).toMatchObject({ allows_newsletter: true });
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } })).statusCode).toBe(200);
  });

  it('the legacy login refuses an unverified account, skipActivation or not', async () => {
    const body = trainee();
    await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: body });
    for (const skipActivation of [true, false, undefined]) {
      const res = await t.request({ method: 'POST', url: '/api/login', payload: { email: body.email, password: body.password, skipActivation } });
      expect(res.statusCode).toBe(403);
      expect(res.json().token).toBeUndefined();
    }
  });

  it('resend mails a new code and the old one stops working', async () => {
    const body = trainee();
    await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: body });
    const first = await lastCode(t, body.email);
    const resend = await t.request({ method: 'POST', url: '/api/auth/verify/resend', payload: { email: body.email, password: body.password } });
    expect(resend.statusCode).toBe(204);
    const second = await lastCode(t, body.email);
    if (first !== second) {
      const old = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, password: body.password, code: first } });
      expect(old.statusCode).toBe(422);
    }
    const ok = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, password: body.password, code: second } });
    expect(ok.statusCode).toBe(200);
  });

  it('after a reload the code alone verifies and logs in: the page keeps no password (issue #36)', async () => {
    const body = trainee();
    await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: body });
    const code = await lastCode(t, body.email);
    const wrong = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toBe('Der Code ist nicht korrekt.');
    const ok = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, code } });
    expect(ok.statusCode, ok.body).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/auth/user', token: ok.json().token })).json().data;
    expect(me).toMatchObject({ email: body.email, email_verified: true });
    // Used once; and a verified account is never logged in by an address and a guess.
    const again = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, code } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code[0]).toMatch(/abgelaufen/);
    const unknown = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: 'niemand-hier@test.example', code } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.code[0]).toMatch(/abgelaufen/);
  });

  it('five wrong codes without a password lock the code', async () => {
    const body = trainee();
    await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: body });
    const code = await lastCode(t, body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, code: wrong } });
    const locked = await t.request({ method: 'POST', url: '/api/auth/verify', payload: { email: body.email, code } });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.code[0]).toMatch(/Zu viele falsche Versuche/);
  });

  it('the activation link verifies and redirects to the web page; a bad link says so', async () => {
    const body = trainee();
    await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: body });
    const link = (await lastMessage(t, body.email))!.body_text.match(/\/activate\/([A-Za-z0-9_-]+)/)![1];
    const res = await t.request({ method: 'GET', url: `/activate/${link}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/verify?activated=1');
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } })).statusCode).toBe(200);
    const again = await t.request({ method: 'GET', url: `/activate/${link}` });
    expect(again.headers.location).toBe('/verify?error=invalid_link');
    const api = await t.request({ method: 'GET', url: '/api/activate/unbekannt' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/ungültig oder abgelaufen/);
  });

  it('the API activation route answers JSON', async () => {
    const body = trainee();
    await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: body });
    const link = (await lastMessage(t, body.email))!.body_text.match(/\/activate\/([A-Za-z0-9_-]+)/)![1];
    const res = await t.request({ method: 'GET', url: `/api/activate/${link}` });
    expect(res.json()).toEqual({ data: { activated: true } });
  });

  it('refuses a taken e-mail with 409 and the German message', async () => {
    const { email } = await makeUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: trainee({ email: email.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Diese E-Mail-Adresse ist bereits vergeben.');
  });

  it('never hands out the admin e-mail', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: trainee({ email: t.config.ADMIN_EMAIL }) });
    expect(res.statusCode).toBe(409);
  });

  it('validates with German field messages: short password, too young, bad e-mail, missing name', async () => {
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 12);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register/trainee',
      payload: trainee({ birthdate: young.toISOString().slice(0, 10), firstname: '' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.birthdate).toEqual(['Du musst mindestens 13 Jahre alt sein.']);
    expect(res.json().errors.firstname).toEqual(['Bitte gib deinen Vornamen ein.']);
    const pw = await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: trainee({ password: 'kurz' }) });
    expect(pw.json().errors.password).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein.']);
    const mail = await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: trainee({ email: 'keine-mail' }) });
    expect(mail.json().errors.email).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
    const date = await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: trainee({ birthdate: '2008-02-30' }) });
    expect(date.statusCode).toBe(422);
  });

  it('legacy /api/register creates a trainee that needs verification', async () => {
    const email = 'legacy-register@test.example';
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'Ausbildung-2026', firstname: 'Alt', lastname: 'Form', traineeData: { gender: 'w' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.verification_required).toBe(true);
    expect(await lastCode(t, email)).toMatch(/^\d{6}$/);
  });
});

describe('trainee registration by phone', () => {
  it('needs the SMS code and then logs in right away', async () => {
    const phone = '+491761112233';
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: phone } });
    const code = await lastCode(t, phone);
    const missing = await t.request({
      method: 'POST',
      url: '/api/auth/register/trainee',
      payload: trainee({ email: null, password: null, phone_number: phone, register_by_phone: true }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.code).toBeDefined();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register/trainee',
      payload: trainee({ email: null, password: null, phone_number: '0176 1112233', code, register_by_phone: true }),
    });
    expect(res.statusCode).toBe(201);
    const me = (await t.request({ method: 'GET', url: '/api/auth/user', token: res.json().token })).json().data;
    expect(me).toMatchObject({ phone_number: phone, email: null });
    const twice = await t.request({
      method: 'POST',
      url: '/api/auth/register/trainee',
      payload: trainee({ email: null, password: null, phone_number: phone, code, register_by_phone: true }),
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('an unconfirmed phone number', () => {
  it('is kept but is no login, and gives way to the person who proves the number', async () => {
    const phone = '+491769990001';
    const body = trainee({ phone_number: '0176 9990001' });
    await t.request({ method: 'POST', url: '/api/auth/register/trainee', payload: body });
    const held = await t.db.one<{ phone_number: string | null; phone_verified_at: Date | null }>(
      `SELECT phone_number, phone_verified_at FROM users WHERE email = $1`,
      [body.email],
    );
    expect(held).toEqual({ phone_number: phone, phone_verified_at: null });
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: phone } });
    const code = await lastCode(t, phone);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { phone_number: phone, otp: code } });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.phone_number[0]).toMatch(/kein Konto/);
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: phone } });
    const owner = await t.request({
      method: 'POST',
      url: '/api/auth/register/trainee',
      payload: trainee({ email: null, password: null, phone_number: phone, code: await lastCode(t, phone), register_by_phone: true }),
    });
    expect(owner.statusCode).toBe(201);
    const after = await t.db.one<{ phone_number: string | null }>(`SELECT phone_number FROM users WHERE email = $1`, [body.email]);
    expect(after!.phone_number).toBeNull();
  });
});

describe('business registration', () => {
  const business = (over: Record<string, unknown> = {}) => ({
    newBusiness: {
      name: 'Schreinerei Müller & Söhne',
      firstname: 'Hans',
      lastname: 'Müller',
      email: `hans${Math.random().toString(36).slice(2, 8)}@test.example`,
      password: 'Holz-und-Leim-1',
      ...over,
    },
    channel: 'oabat',
  });

  it('creates business, channel link, main site and user, and logs in', async () => {
    const body = business();
    const res = await t.request({ method: 'POST', url: '/api/businesses', payload: body });
    expect(res.statusCode).toBe(201);
    const { token, data } = res.json();
    expect(data.business).toMatchObject({
      name: 'Schreinerei Müller & Söhne',
      slug: 'schreinerei-mueller-soehne',
      business_site_slug: 'schreinerei-mueller-soehne',
    });
    expect(data.business.permissions).toContain('publish_apprenticeship');
    expect(data.business.business_sites).toHaveLength(1);
    expect(data.profile_path).toBe('/betriebe/schreinerei-mueller-soehne');
    const channel = await t.db.one<{ slug: string }>(
      `SELECT c.slug FROM business_channels bc JOIN channels c ON c.id = bc.channel_id WHERE bc.business_id = $1`,
      [data.business.id],
    );
    expect(channel!.slug).toBe('oabat');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).json().data.business.slug).toBe('schreinerei-mueller-soehne');
    expect((await lastMessage(t, body.newBusiness.email))!.subject).toMatch(/Willkommen/);
  });

  it('gives a second business of the same name a unique slug and defaults an unknown channel', async () => {
    const res = await t.request({ method: 'POST', url: '/api/businesses', payload: { ...business(), channel: 'gibt-es-nicht' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.business.slug).toBe('schreinerei-mueller-soehne-2');
  });

  it('with an address: the main site has the place, the first job is there, the profile and answer figures answer guests (issue #36)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/businesses',
      payload: business({ name: 'Zimmerei Adresse', street: 'Innstraße 12', postal_code: '94032', city: 'Passau' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token, data } = res.json();
    const site = (await t.request({ method: 'GET', url: `/api/business/${data.business.id}/business_sites`, token })).json().data[0];
    expect(site).toMatchObject({ street: 'Innstraße 12', postal_code: '94032', is_main: true });
    const job = await t.request({ method: 'POST', url: '/api/v2/jobs/', token, payload: { type_id: 3, name: 'Zimmerer (m/w/d)', description: 'Dachstühle.' } });
    expect(job.statusCode, job.body).toBe(201);
    expect(job.json().data.place).toMatchObject({ postal_code: '94032' });
    expect((await t.request({ method: 'GET', url: `/api/v2/business/${data.business.slug}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/v2/business/${data.business.slug}/answer-stats` })).statusCode).toBe(200);
  });

  it('refuses an unknown postal code or a missing street in German, and stores nothing', async () => {
    const email = `plz${Date.now()}@test.example`;
    const bad = await t.request({
      method: 'POST',
      url: '/api/businesses',
      payload: business({ email, street: 'Weg 1', postal_code: '00000', city: 'Nirgends' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['newBusiness.postal_code']).toEqual(['Diese Postleitzahl kennen wir nicht.']);
    const noStreet = await t.request({ method: 'POST', url: '/api/businesses', payload: business({ email, postal_code: '94032', city: 'Passau' }) });
    expect(noStreet.json().errors['newBusiness.street']).toEqual(['Bitte gib Straße und Hausnummer ein.']);
    expect(await t.db.one(`SELECT 1 FROM users WHERE email = $1`, [email])).toBeFalsy();
  });

  it('refuses a taken e-mail and invalid input', async () => {
    const { email } = await makeUser(t);
    expect((await t.request({ method: 'POST', url: '/api/businesses', payload: business({ email }) })).statusCode).toBe(409);
    const bad = await t.request({ method: 'POST', url: '/api/businesses', payload: business({ name: '', password: 'kurz' }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['newBusiness.password']).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein.']);
  });
});
