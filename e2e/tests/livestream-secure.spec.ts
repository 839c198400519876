// A password-protected livestream (issue #15): a pupil gets the password prompt, a wrong password is refused in
// German, the right one opens the stream; then the pupil writes and votes (both carry the stream's key, which the
// server now requires of every write into a protected stream).
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { apiToken, bearer, loginAs } from '../support/session.ts';

test('a pupil opens a protected stream with its password, writes and votes', async ({ page }) => {
  const auth = bearer(await apiToken(page.request, 'admin@oabat.example'));
  const title = `Sprechstunde ${Date.now()}`;
  const created = await page.request.post('/api/livestreams', {
    headers: auth,
    data: {
      title,
      planned_start: '2027-03-01T10:00:00+01:00',
      planned_end: '2027-03-01T12:00:00+01:00',
      is_secure: true,
      password: 'Sprechstunde-2027',
      slots: [],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  const poll = await page.request.post('/api/livestream_polls/', {
    headers: auth,
    data: { livestream_id: id, question: 'Kommst du zum Probetag?', options: ['Ja', 'Vielleicht'], is_active: true, allow_proposals: false },
  });
  expect(poll.status()).toBe(201);

  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });
  await page.goto(`/livestream/${id}`);
  await expect(page.getByText('Dieser Livestream ist geschützt. Bitte gib das Passwort ein, das du erhalten hast.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Passwort' }).fill('falsch-geraten');
  await page.getByRole('button', { name: 'Livestream öffnen' }).click();
  await expect(page.getByText('Das Passwort stimmt nicht.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Passwort' }).fill('Sprechstunde-2027');
  await page.getByRole('button', { name: 'Livestream öffnen' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Dein Spitzname im Chat' }).fill('Lena aus Passau');
  await page.getByRole('button', { name: 'Spitzname speichern' }).click();
  await page.getByRole('textbox', { name: 'Nachricht als Lena aus Passau' }).fill('Muss ich etwas mitbringen?');
  await page.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Nachrichten' }).getByText('Muss ich etwas mitbringen?')).toBeVisible();

  const group = page.getByRole('group', { name: 'Umfrage: Kommst du zum Probetag?' });
  await group.getByRole('button', { name: 'Ja' }).click();
  await expect(group.getByText(/Ja: 100 % \(1 Stimme\) – deine Wahl/)).toBeVisible();
  await expectNoAxeViolations(page);
});
