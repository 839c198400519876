// The admin counts the recipients of a channel, sends a broadcast, and a business reads it in its chat.
import { expect, test } from '../support/test.ts';
import type { Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

async function loggedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, email);
  return page;
}

test('the admin broadcasts to a channel and the business reads it', async ({ browser }) => {
  const admin = await loggedIn(browser, 'admin@oabat.example');
  await admin.goto('/admin/chat');
  await expect(admin.getByRole('heading', { name: 'Chat-Rundnachricht' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Empfänger zählen' }).click();
  await expect(admin.getByText(/\d+ Empfänger im Channel „oabat“/)).toBeVisible();
  await admin.getByRole('textbox', { name: 'Nachricht' }).fill('Am Sonntag ist die Plattform von 6 bis 7 Uhr nicht erreichbar.');
  await admin.getByRole('button', { name: 'Senden' }).click();
  await expect(admin.getByText(/An \d+ Empfänger gesendet\./)).toBeVisible();

  const business = await loggedIn(browser, 'betrieb@oabat.example');
  await business.goto('/chat');
  // The support account is "Oabat-Team" too (a problem report may have opened that conversation): the unread one.
  await business.getByRole('button', { name: /Oabat-Team.*ungelesen/ }).click();
  await expect(
    business.getByRole('region', { name: 'Unterhaltung mit Oabat-Team' }).getByText('Am Sonntag ist die Plattform von 6 bis 7 Uhr nicht erreichbar.'),
  ).toBeVisible();

  // Someone else's channel broadcast is refused for a business.
  const refused = await business.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('auth._token.local') ?? 'null');
    const res = await fetch('/api/admin/chat/broadcast', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token?.value ?? token}` },
      body: JSON.stringify({ channel: 'oabat', body: 'Hallo alle' }),
    });
    return res.status;
  });
  expect(refused).toBe(403);
});
