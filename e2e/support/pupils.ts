// Pupils on a phone: the phone the pupil specs use, and a new verified pupil made over the API.
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { codeIn, latestMessage } from './outbox.ts';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

/** A page on a new phone context whose cookie banner was already answered (only the necessary ones). */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  return context.newPage();
}

/** A new verified pupil (`<tag>-<time>@example.org`); returns her address, password and API token. */
export async function newPupil(request: APIRequestContext, tag: string, { firstname = 'Pia', lastname = 'Probe', birthdate = '2009-02-03' } = {}) {
  const email = `${tag}-${Date.now()}@example.org`;
  const password = 'mein-passwort-1';
  expect((await request.post('/api/auth/register/trainee', { data: { firstname, lastname, birthdate, email, password } })).status()).toBe(201);
  const code = codeIn((await latestMessage(request, email)).body_text);
  const verified = await request.post('/api/auth/verify', { data: { email, password, code } });
  expect(verified.status()).toBe(200);
  return { email, password, token: (await verified.json()).token as string };
}
