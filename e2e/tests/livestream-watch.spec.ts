// Livestream (issue #15): a pupil on a phone opens the demo stream, the video plays (real HLS segments of the
// generated test picture), sets a nickname, writes, votes and sees the result; the moderator (admin) deletes
// the message and it disappears for the pupil; the floating window follows the pupil to the search.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { apiToken, loginAs } from '../support/session.ts';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

async function demoStreamId(page: Page): Promise<number> {
  const res = await page.request.get('/api/livestreams');
  const list = (await res.json()).data as { id: number; title: string }[];
  return list.find((s) => s.title === 'Ausbildungsmesse Passau live')!.id;
}

const videoTime = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

test('a pupil watches, chats and votes; the moderator deletes; the window follows to the search', async ({ browser }) => {
  test.setTimeout(180_000);
  const pupil = await (await browser.newContext(PHONE)).newPage();
  await loginAs(pupil, 'azubi@oabat.example', { rejectCookies: true });
  const id = await demoStreamId(pupil);
  await pupil.goto(`/livestream/${id}`);
  await expect(pupil.getByRole('heading', { name: 'Ausbildungsmesse Passau live', level: 1 })).toBeVisible();
  await expect(pupil.getByText('Jetzt live: Bäckerei Huber')).toBeVisible();

  // The video plays: its time advances (muted at start, so the browser lets it start by itself).
  await expect.poll(() => videoTime(pupil), { timeout: 60_000 }).toBeGreaterThan(0.5);
  const first = await videoTime(pupil);
  await expect.poll(() => videoTime(pupil), { timeout: 20_000 }).toBeGreaterThan(first);
  expect(
    await pupil
      .locator('video')
      .first()
      .evaluate((v: HTMLVideoElement) => v.muted),
  ).toBe(true);

  // A nickname first, then a message with a mention of the current business.
  await pupil.getByRole('textbox', { name: 'Dein Spitzname im Chat' }).fill('L');
  await pupil.getByRole('button', { name: 'Spitzname speichern' }).click();
  await expect(pupil.getByText('Dein Spitzname muss mindestens 2 Zeichen lang sein.')).toBeVisible();
  await pupil.getByRole('textbox', { name: 'Dein Spitzname im Chat' }).fill('Lena aus Passau');
  await pupil.getByRole('button', { name: 'Spitzname speichern' }).click();
  const text = `Wann beginnt die Ausbildung? ${Date.now()}`;
  const box = pupil.getByRole('textbox', { name: 'Nachricht als Lena aus Passau' });
  await box.fill(text);
  await pupil.getByRole('button', { name: '@Bäckerei Huber' }).click();
  await expect(box).toHaveValue(`${text} @Bäckerei Huber `);
  await pupil.getByRole('button', { name: 'Senden', exact: true }).click();
  const messages = pupil.getByRole('list', { name: 'Nachrichten' });
  await expect(messages.getByText(`${text} @Bäckerei Huber`)).toBeVisible();
  await expect(box).toHaveValue('');

  // Vote and see the result.
  const poll = pupil.getByRole('group', { name: 'Umfrage: Welcher Beruf interessiert dich am meisten?' });
  await poll.getByRole('button', { name: 'Bäckerin / Bäcker' }).click();
  await expect(poll.getByText(/Bäckerin \/ Bäcker: 100 % \(1 Stimme\) – deine Wahl/)).toBeVisible();
  await expectNoAxeViolations(pupil);

  // The moderator deletes the message; it disappears for the pupil without reloading.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto(`/livestream/${id}`);
  await expect(admin.getByRole('list', { name: 'Nachrichten' }).getByText(text, { exact: false })).toBeVisible();
  await admin.getByRole('button', { name: 'Nachricht von Lena aus Passau moderieren' }).last().click();
  await admin.getByRole('menuitem', { name: 'Nachricht löschen' }).click();
  await expect(admin.getByText('Die Nachricht ist gelöscht.')).toBeVisible();
  await expect(messages.getByText(text, { exact: false })).toHaveCount(0);
  await admin.context().close();

  // A busy chat: a burst of messages reaches the pupil in frames of several (at most ten a second), all of them in order.
  const token = await apiToken(pupil.request, 'admin@oabat.example');
  const burst = Array.from({ length: 6 }, (_, i) => `Frage ${i + 1} aus dem Publikum ${Date.now()}`);
  const sent = await Promise.all(
    burst.map(async (t) => {
      const res = await pupil.request.post(`/api/livestreams/${id}/messages`, {
        headers: { authorization: `Bearer ${token}` },
        data: { text: t, nickname: 'Redaktion' },
      });
      expect(res.status()).toBe(201);
      return (await res.json()).data as { id: number; text: string };
    }),
  );
  for (const t of burst) await expect(messages.getByText(t)).toBeVisible();
  // In the order the server took them (their ids), whichever frame carried them.
  const question = (t: string) => /Frage \d/.exec(t)?.[0];
  const inOrder = sent.sort((a, b) => a.id - b.id).map((m) => question(m.text));
  const shown = await messages
    .getByRole('listitem')
    .filter({ hasText: /Frage \d aus dem Publikum/ })
    .allTextContents();
  expect(shown.map(question)).toEqual(inOrder);

  // The floating window follows the pupil to the search and leads back to the stream.
  await pupil.goto('/ausbildung');
  const win = pupil.getByRole('complementary', { name: 'Livestream-Fenster' });
  await expect(win).toBeVisible();
  await expect(win.getByText('Ausbildungsmesse Passau live')).toBeVisible();
  await win.getByRole('link', { name: 'Stream öffnen' }).click();
  await expect(pupil).toHaveURL(new RegExp(`/livestream/${id}$`));
  await pupil.goto('/ausbildung');
  await pupil.getByRole('button', { name: 'Livestream-Fenster schließen' }).click();
  await expect(win).toHaveCount(0);
});

test('a guest reads along; sending opens the login', async ({ browser }) => {
  const guest = await (await browser.newContext(PHONE)).newPage();
  await guest.goto('/');
  const id = await demoStreamId(guest);
  await guest.goto(`/livestream/${id}`);
  await guest.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(guest.getByRole('heading', { name: 'Ausbildungsmesse Passau live', level: 1 })).toBeVisible();
  await guest.getByRole('textbox', { name: 'Dein Spitzname im Chat' }).fill('Gast');
  await guest.getByRole('button', { name: 'Spitzname speichern' }).click();
  await guest.getByRole('textbox', { name: 'Nachricht als Gast' }).fill('Hallo');
  await guest.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(guest).toHaveURL(/\/anmelden\?redirect=/);
});

test('Q&A: an anonymous question waits for the moderator, who releases and pins it for everybody', async ({ browser }) => {
  test.setTimeout(120_000);
  const pupil = await (await browser.newContext(PHONE)).newPage();
  await loginAs(pupil, 'azubi@oabat.example', { rejectCookies: true });
  const id = await demoStreamId(pupil);
  await pupil.goto(`/livestream/${id}`);
  // A fresh browser: the nickname first.
  await pupil.getByRole('textbox', { name: 'Dein Spitzname im Chat' }).fill('Lena aus Passau');
  await pupil.getByRole('button', { name: 'Spitzname speichern' }).click();
  const question = `Wie viele Urlaubstage gibt es? ${Date.now()}`;
  await pupil.getByRole('textbox', { name: /^Nachricht als / }).fill(question);
  await pupil.getByRole('checkbox', { name: 'Anonym fragen' }).check();
  await pupil.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(pupil.getByText('Deine anonyme Frage ist angekommen.', { exact: false })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto(`/livestream/${id}`);
  const held = admin.getByRole('listitem').filter({ hasText: question });
  await expect(held.getByText('Wartet auf Freigabe')).toBeVisible();
  await held.getByRole('button', { name: /moderieren$/ }).click();
  await admin.getByRole('menuitem', { name: 'Frage freigeben' }).click();
  await expect(admin.getByText('Die Frage ist freigegeben.')).toBeVisible();
  await expect(held.getByText('Wartet auf Freigabe')).toHaveCount(0);
  await held.getByRole('button', { name: /moderieren$/ }).click();
  await admin.getByRole('menuitem', { name: 'Frage anpinnen' }).click();

  // The pupil sees it pinned above the chat, without the nickname, without reloading.
  const pinned = pupil.getByRole('region', { name: 'Angepinnte Frage' });
  await expect(pinned.getByText(question)).toBeVisible();
  await expect(pinned.getByText('Angepinnte Frage (anonym):')).toBeVisible();
  await expectNoAxeViolations(pupil);
  await admin.context().close();
});
