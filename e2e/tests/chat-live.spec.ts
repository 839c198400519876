// Two people chat live: the demo trainee writes to the demo business ("Bäckerei Huber"), the business
// sees the badge and the message without reloading and answers with a picture, the trainee sees it.
import { expect, test } from '../support/test.ts';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

// A 1×1 PNG, enough for the image pipeline.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const pane = (page: Page) => page.getByRole('region', { name: /Unterhaltung mit/ });

async function loggedIn(browser: Browser, email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

async function userIdOf(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('auth._token.local') ?? 'null');
    const res = await fetch('/api/auth/user', { headers: { authorization: `Bearer ${token?.value ?? token}` } });
    return (await res.json()).data.id as number;
  });
}

test('a trainee and a business chat without reloading', async ({ browser }) => {
  const business = await loggedIn(browser, 'betrieb@oabat.example');
  await business.goto('/chat');
  await expect(business.getByRole('heading', { name: 'Nachrichten', level: 1 })).toBeVisible();
  await expectNoAxeViolations(business);
  const businessUserId = await userIdOf(business);

  const trainee = await loggedIn(browser, 'azubi@oabat.example');
  await trainee.goto(`/chat?user_id=${businessUserId}`);
  await expect(trainee.getByText('Schreib die erste Nachricht an Bäckerei Huber.')).toBeVisible();
  await trainee.getByRole('textbox', { name: 'Nachricht' }).fill('Hallo, ist der Ausbildungsplatz als Bäckerin noch frei?');
  await trainee.getByRole('button', { name: 'Senden' }).click();
  await expect(trainee).toHaveURL(/conversation_id=\d+/);
  await expect(pane(trainee).getByText('Hallo, ist der Ausbildungsplatz als Bäckerin noch frei?')).toBeVisible();
  await expectNoAxeViolations(trainee);

  // The business, still on the same page: badge and conversation arrive live.
  await expect(business.getByRole('link', { name: /Nachrichten \d+ ungelesen/ }).first()).toBeAttached();
  await business.getByRole('button', { name: /Lena Maier.*1 ungelesen/ }).click();
  await expect(pane(business).getByText('Hallo, ist der Ausbildungsplatz als Bäckerin noch frei?')).toBeVisible();
  await business.getByRole('textbox', { name: 'Nachricht' }).fill('Ja! Schau mal, unsere Backstube:');
  const chooser = business.waitForEvent('filechooser');
  await business.getByRole('button', { name: 'Foto', exact: true }).click();
  await (await chooser).setFiles({ name: 'backstube.png', mimeType: 'image/png', buffer: PIXEL });

  // The trainee sees the answer with the picture, and typing/reading works both ways.
  await expect(pane(trainee).getByText('Ja! Schau mal, unsere Backstube:')).toBeVisible();
  const picture = trainee.getByRole('img', { name: 'Foto von Bäckerei Huber' });
  await expect(picture).toBeVisible();
  // The picture is private to the conversation: it loads through a signed URL.
  await expect(picture).toHaveAttribute('src', /sig=/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(business.getByText('Gelesen').first()).toBeVisible();
  await trainee.getByRole('textbox', { name: 'Nachricht' }).pressSequentially('Super');
  await expect(business.getByText('Lena Maier schreibt …')).toBeVisible();
  await expectNoAxeViolations(business);
  // The indicator expires after 6 s without another signal.
  await expect(business.getByText('Lena Maier schreibt …')).toBeHidden({ timeout: 9000 });
});

test('on a 360 px phone the list and the conversation take turns', async ({ browser }) => {
  const business = await loggedIn(browser, 'betrieb@oabat.example');
  const id = await userIdOf(business);
  const phone = await loggedIn(browser, 'azubi@oabat.example', { width: 360, height: 740 });
  await phone.goto(`/chat?user_id=${id}`);
  await phone.getByRole('textbox', { name: 'Nachricht' }).fill('Vom Handy aus');
  await phone.getByRole('button', { name: 'Senden' }).click();
  // The message list, not the composer: a re-mounted textarea keeps its first text as DOM text.
  await expect(pane(phone).getByLabel('Nachrichten').getByText('Vom Handy aus')).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Nachricht' })).toHaveValue('');
  await expectNoAxeViolations(phone);
  // The header's buttons stay whole on the phone.
  for (const name of ['Zurück', 'Blockieren']) {
    const box = (await pane(phone).getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(360);
  }
  await phone.getByRole('button', { name: 'Zurück' }).click();
  await expect(phone.getByRole('button', { name: /Bäckerei Huber/ })).toBeVisible();
  await expect(pane(phone)).toHaveCount(0);
  await expectNoAxeViolations(phone);
});
