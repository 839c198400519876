// Store add-ons (issue #16): the demo business books the API connection, creates a personal API key, copies it,
// uses it on its jobs and revokes it; then it books Mail2Chat, a pupil writes to it, the business finds the mail
// in its mailbox and opens the link to the conversation.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { latestMessage, linkIn } from '../support/outbox.ts';
import { apiToken, loginAs } from '../support/session.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function book(page: Page, name: string, slug: string) {
  await page.goto(`/betrieb/store/feature/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: `${name} buchen` }).click();
  await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Ansprechperson' }).fill('Franz Huber');
  await page.getByRole('textbox', { name: 'E-Mail für Rechnungen' }).fill('rechnung@baeckerei-huber.example');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Ludwigstraße 3');
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('94032');
  await page.getByRole('textbox', { name: 'Ort' }).fill('Passau');
  await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByText(`Vielen Dank! ${name} ist gebucht.`)).toBeVisible();
}

test('a business books the API connection, creates a key, copies it, uses it and revokes it', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await book(page, 'API-Anbindung', 'api_connection');

  await page.goto('/betrieb/store/feature/api_connection');
  const panel = page.getByRole('region', { name: 'Deine API-Schlüssel' });
  await expect(panel.getByText('Du hast noch keine API-Schlüssel.')).toBeVisible();
  await panel.getByRole('textbox', { name: /Name des Schlüssels/ }).fill('Personio');
  await panel.getByRole('button', { name: 'Schlüssel erzeugen' }).click();
  const key = (await panel.getByTestId('new-api-key').textContent())!.trim();
  expect(key).toMatch(/^oabat_key_[A-Za-z0-9_-]{43}$/);
  await panel.getByRole('button', { name: 'Schlüssel kopieren' }).click();
  await expect(panel.getByRole('button', { name: 'Kopiert' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const row = panel.getByRole('row').filter({ hasText: 'Personio' });
  await expect(row.getByText(key.slice(0, 16))).toBeVisible();
  await expectNoAxeViolations(page);

  // The applicant tracking system: its own jobs yes, the chat no.
  const auth = { authorization: `Bearer ${key}` };
  const made = await page.request.post('/api/v2/jobs', { headers: auth, data: { type_id: 3, name: 'Verkaufshilfe (API)', status: 'draft' } });
  expect(made.status()).toBe(201);
  expect((await page.request.get('/api/chat/conversations', { headers: auth })).status()).toBe(403);

  // Shown once: after a reload only the prefix is left.
  await page.reload();
  await expect(panel.getByTestId('new-api-key')).toHaveCount(0);
  await expect(row.getByText('noch nie')).toHaveCount(0); // it was used just now
  await row.getByRole('button', { name: 'Widerrufen: Personio' }).click();
  await expect(page.getByRole('dialog', { name: 'API-Schlüssel widerrufen' })).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt widerrufen' }).click();
  await expect(panel.getByText('Der Schlüssel „Personio“ ist widerrufen und funktioniert nicht mehr.')).toBeVisible();
  await expect(panel.getByText('Du hast noch keine API-Schlüssel.')).toBeVisible();
  expect((await page.request.get('/api/v2/jobs', { headers: auth })).status()).toBe(401);
  await expectNoAxeViolations(page);
});

test('a business with Mail2Chat gets a pupil’s message by e-mail and opens the conversation from the link', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await book(page, 'Mail2Chat', 'mail2chat');
  await page.goto('/betrieb/store/feature/mail2chat');
  await expect(page.getByText('Mail2Chat ist aktiv')).toBeVisible();
  await expectNoAxeViolations(page);

  // A pupil writes to the business (through the API, as the chat page would).
  const login = (email: string) => apiToken(page.request, email);
  const business = await login('betrieb@oabat.example');
  const me = (await (await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${business}` } })).json()).data as { id: number };
  const pupil = await login('azubi@oabat.example');
  const text = `Hallo, ist der Ausbildungsplatz noch frei? (${Date.now()})`;
  const sent = await page.request.post('/api/chat/messages', { headers: { authorization: `Bearer ${pupil}` }, data: { receiver_id: me.id, body: text } });
  expect(sent.status()).toBe(201);

  const mail = await latestMessage(page.request, 'betrieb@oabat.example', /^Neue Nachricht von/);
  expect(mail.body_text).toContain(text);
  const link = linkIn(mail.body_text, '/chat\\?conversation_id=');
  expect(link).not.toBe('');
  await page.goto(link);
  // The conversation is open: the message in its thread (not only as the list's preview line).
  await expect(page.getByRole('listitem', { name: 'Nachricht von Lena Maier' }).getByText(text)).toBeVisible();
  await expectNoAxeViolations(page);
});
