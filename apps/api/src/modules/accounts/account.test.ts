import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { countMessages, lastCode, lastMessage, makeUser, PASSWORD } from '../../../test/factories/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/user', token }).then((r) => r.json().data);

describe('PUT /api/users/{id}', () => {
  it('changes own name, birthdate and one_signal_id', async () => {
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      token,
      payload: { firstname: 'Lena', lastname: 'Huber', birthdate: '2007-03-04', one_signal_id: 'os-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstname: 'Lena', lastname: 'Huber', birthdate: '2007-03-04', one_signal_id: 'os-123' });
    const only = await t.request({ method: 'PUT', url: `/api/users/${u.id}`, token, payload: { one_signal_id: 'os-456' } });
    expect(only.json().data).toMatchObject({ firstname: 'Lena', one_signal_id: 'os-456' });
  });

  it('a new phone number needs the SMS code', async () => {
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    const without = await t.request({ method: 'PUT', url: `/api/users/${u.id}`, token, payload: { phone_number: '0151 2223334' } });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.code).toBeDefined();
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: '01512223334' } });
    const code = await lastCode(t, '+491512223334');
    const ok = await t.request({ method: 'PUT', url: `/api/users/${u.id}`, token, payload: { phone_number: '0151 2223334', code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.phone_number).toBe('+491512223334');
    const removed = await t.request({ method: 'PUT', url: `/api/users/${u.id}`, token, payload: { phone_number: null } });
    expect(removed.json().data.phone_number).toBeNull();
  });

  it('a phone-only account cannot remove its only login', async () => {
    const phone = '+491512220000';
    await t.request({ method: 'POST', url: '/api/auth/verify/send-otp', payload: { phone_number: phone } });
    const reg = await t.request({
      method: 'POST',
      url: '/api/auth/register/trainee',
      payload: { firstname: 'Tom', lastname: 'Tel', birthdate: '2006-01-01', phone_number: phone, code: await lastCode(t, phone), register_by_phone: true },
    });
    const token = reg.json().token;
    const id = (await me(token)).id;
    const res = await t.request({ method: 'PUT', url: `/api/users/${id}`, token, payload: { phone_number: '' } });
    expect(res.statusCode).toBe(422);
    expect((await me(token)).phone_number).toBe(phone);
  });

  it('validates input in German', async () => {
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    const res = await t.request({ method: 'PUT', url: `/api/users/${u.id}`, token, payload: { firstname: '', birthdate: 'gestern' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.firstname).toEqual(['Bitte gib deinen Vornamen ein.']);
  });
});

describe('password change', () => {
  it('needs the current password, changes it and revokes every other token', async () => {
    const u = await makeUser(t);
    const current = await t.login(u.email, PASSWORD);
    const other = await t.login(u.email, PASSWORD);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/password_change',
      token: current,
      payload: { old_password: 'falsch-falsch', password: 'Neues-Passwort-9', password_confirmation: 'Neues-Passwort-9' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.old_password).toEqual(['Das aktuelle Passwort ist nicht korrekt.']);
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/password_change',
      token: current,
      payload: { old_password: PASSWORD, password: 'Neues-Passwort-9', password_confirmation: 'Anders-Passwort-9' },
    });
    expect(mismatch.json().errors.password_confirmation).toEqual(['Die Passwörter stimmen nicht überein.']);
    const ok = await t.request({
      method: 'POST',
      url: '/api/password_change',
      token: current,
      payload: { old_password: PASSWORD, password: 'Neues-Passwort-9', password_confirmation: 'Neues-Passwort-9' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: current })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: other })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: PASSWORD } })).statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'Neues-Passwort-9' } })).statusCode).toBe(200);
    expect((await lastMessage(t, u.email))!.template).toBe('accounts.password_changed');
  });

  it('guests get 401', async () => {
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/password_change',
          payload: { old_password: 'a', password: 'Neues-Passwort-9', password_confirmation: 'Neues-Passwort-9' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('password reset by e-mail link', () => {
  it('answers the same for known and unknown addresses, mails only the known one', async () => {
    const u = await makeUser(t);
    const known = await t.request({ method: 'POST', url: '/api/password_request', payload: { email: u.email } });
    const unknown = await t.request({ method: 'POST', url: '/api/password_request', payload: { email: 'niemand-hier@test.example' } });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    expect(await countMessages(t, 'niemand-hier@test.example')).toBe(0);
    const mail = await lastMessage(t, u.email);
    expect(mail!.body_text).toContain(`${t.config.publicUrl}/passwort-zuruecksetzen?token=`);
    expect(mail!.body_text).toContain(`&email=${encodeURIComponent(u.email)}`);
  });

  it('sets the new password once and revokes every token', async () => {
    const u = await makeUser(t);
    const old = await t.login(u.email, PASSWORD);
    await t.request({ method: 'POST', url: '/api/password_request', payload: { email: u.email } });
    const link = new URL((await lastMessage(t, u.email))!.body_text.match(/https?:\/\/\S+/)![0]);
    const token = link.searchParams.get('token')!;
    const wrongMail = await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: { token, email: 'andere@test.example', password: 'Reset-Passwort-1', password_confirmation: 'Reset-Passwort-1' },
    });
    expect(wrongMail.statusCode).toBe(422);
    const ok = await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: { token, email: u.email, password: 'Reset-Passwort-1', password_confirmation: 'Reset-Passwort-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: ok.json().token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: old })).statusCode).toBe(401);
    const reuse = await t.request({
      method: 'POST',
      url: '/api/password_reset',
      payload: { token, email: u.email, password: 'Noch-Eins-Pw-2', password_confirmation: 'Noch-Eins-Pw-2' },
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.token[0]).toMatch(/ungültig oder abgelaufen/);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'Reset-Passwort-1' } })).statusCode).toBe(200);
  });
});

describe('e-mail change with a code', () => {
  it('mails a code to the new address and changes it with that code', async () => {
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    const req = await t.request({
      method: 'PUT',
      url: '/api/v2/auth/request_email_change',
      token,
      payload: { user_id: u.id, email: 'Neue.Adresse@test.example' },
    });
    expect(req.statusCode).toBe(204);
    const code = await lastCode(t, 'neue.adresse@test.example');
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v2/auth/email_change',
      token,
      payload: { user_id: u.id, email: 'neue.adresse@test.example', code: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await t.request({
      method: 'POST',
      url: '/api/v2/auth/email_change',
      token,
      payload: { user_id: u.id, email: 'neue.adresse@test.example', code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ email: 'neue.adresse@test.example', email_verified: true });
    expect((await lastMessage(t, u.email))!.template).toBe('accounts.email_changed_notice');
  });

  it('refuses a taken or reserved address with 409', async () => {
    const u = await makeUser(t);
    const other = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    const taken = await t.request({ method: 'PUT', url: '/api/v2/auth/request_email_change', token, payload: { user_id: u.id, email: other.email } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Diese E-Mail-Adresse ist bereits vergeben.');
    const admin = await t.request({ method: 'PUT', url: '/api/v2/auth/request_email_change', token, payload: { user_id: u.id, email: t.config.ADMIN_EMAIL } });
    expect(admin.statusCode).toBe(409);
  });
});

describe('deactivation request', () => {
  it('stores it, mails the support and confirms to the user', async () => {
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/request-deactivation',
      token,
      payload: { user_id: u.id, reason_message: 'Ich habe eine Stelle gefunden.' },
    });
    expect(res.statusCode).toBe(204);
    const row = await t.db.one<{ reason_message: string }>(`SELECT reason_message FROM account_deactivation_requests WHERE user_id = $1`, [u.id]);
    expect(row!.reason_message).toBe('Ich habe eine Stelle gefunden.');
    const support = await lastMessage(t, t.config.SUPPORT_EMAIL);
    expect(support!.body_text).toContain('Ich habe eine Stelle gefunden.');
    expect(support!.body_text).toContain(u.email);
    expect((await lastMessage(t, u.email))!.template).toBe('accounts.deactivation_confirm');
  });
});

describe('app link by SMS', () => {
  it('sends the link to the number, also for guests', async () => {
    const res = await t.request({ method: 'POST', url: '/api/util/app_link', payload: { phone_number: '0170 7654321' } });
    expect(res.statusCode).toBe(204);
    const sms = await lastMessage(t, '+491707654321');
    expect(sms).toMatchObject({ channel: 'sms', template: 'accounts.app_link' });
    expect(sms!.body_text).toContain(t.config.publicUrl);
  });
});

describe('notification settings', () => {
  it('lists the settings of a trainee with German names and toggles one', async () => {
    const u = await makeUser(t, { trainee: true });
    const token = await t.login(u.email, PASSWORD);
    const list = await t.request({ method: 'GET', url: '/api/settings/notifications/', token });
    expect(list.statusCode).toBe(200);
    const names = list.json().data.map((s: { name: string }) => s.name);
    expect(names).toContain('Newsletter');
    expect(names).toContain('Passende Jobempfehlungen');
    expect(names).not.toContain('E-Mail bei neuen Bewerbungen (Jobinteressen)');
    const rec = list.json().data.find((s: { name: string }) => s.name === 'Passende Jobempfehlungen');
    expect(rec.subscribed).toBe(true);
    const put = await t.request({ method: 'PUT', url: `/api/settings/notifications/${rec.id}`, token, payload: { subscribed: false } });
    expect(put.json().data).toEqual({ id: rec.id, name: 'Passende Jobempfehlungen', subscribed: false });
    const user = await me(token);
    expect(user.trainee.allows_recommendations).toBe(false);
  });

  it('a business sees the job-interest mail; unknown settings are 404; guests 401', async () => {
    const u = await makeUser(t, { business: 'notif-test-betrieb' });
    const token = await t.login(u.email, PASSWORD);
    const list = (await t.request({ method: 'GET', url: '/api/settings/notifications', token })).json().data;
    expect(list.map((s: { id: number }) => s.id)).toEqual([1, 2, 3]);
    expect((await t.request({ method: 'PUT', url: '/api/settings/notifications/6', token, payload: { subscribed: false } })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/api/settings/notifications/99', token, payload: { subscribed: false } })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/settings/notifications/' })).statusCode).toBe(401);
  });
});

describe('user alias and tutorial steps', () => {
  it('reads and updates the own mail flags', async () => {
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    expect((await t.request({ method: 'GET', url: `/api/v2/user_aliases/${u.id}`, token })).json().data).toEqual({
      id: u.id,
      is_unread_messages_mail_active: true,
      is_job_interest_mail_active: true,
    });
    const put = await t.request({ method: 'PUT', url: `/api/v2/user_aliases/${u.id}`, token, payload: { is_job_interest_mail_active: false } });
    expect(put.json().data).toEqual({ id: u.id, is_unread_messages_mail_active: true, is_job_interest_mail_active: false });
    expect((await me(token)).is_job_interest_mail_active).toBe(false);
  });

  it('adds a step once, lists and removes it', async () => {
    const u = await makeUser(t);
    const token = await t.login(u.email, PASSWORD);
    const url = `/api/user/${u.id}/tutorials`;
    const add = await t.request({ method: 'POST', url, token, payload: { tutorial_step: 'business_sites' } });
    expect(add.statusCode).toBe(201);
    await t.request({ method: 'POST', url, token, payload: { tutorial_step: 'business_sites' } });
    await t.request({ method: 'POST', url, token, payload: { tutorial_step: 'school_network' } });
    expect((await t.request({ method: 'GET', url, token })).json()).toEqual({ data: ['business_sites', 'school_network'] });
    const del = await t.request({ method: 'DELETE', url, token, payload: { tutorial_step: 'business_sites' } });
    expect(del.json()).toEqual({ data: ['school_network'] });
    const delQuery = await t.request({ method: 'DELETE', url: `${url}?tutorial_step=school_network`, token });
    expect(delQuery.json()).toEqual({ data: [] });
    const bad = await t.request({ method: 'POST', url, token, payload: { tutorial_step: '<script>' } });
    expect(bad.statusCode).toBe(422);
    expect((await me(token)).tutorial_steps).toEqual([]);
  });
});
