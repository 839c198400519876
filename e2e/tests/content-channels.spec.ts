// Channel content (issue #14): the region sorts the posts on its channel (the order stays after a reload) and takes
// one off and puts it back; the bakery sees its posts on its channel beside its videos; a trainee story with the
// bakery's video is written in the editor, approved, shown on /betriebe/{slug}/azubis and played on its page.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

async function writePost(page: Page, title: string, text: string) {
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type(text);
}

/** The titles of the posts on the channel, in the order shown. */
const channelPosts = (page: Page) =>
  page
    .getByRole('region', { name: /^Beiträge im Channel/ })
    .getByRole('link')
    .allInnerTexts();

test('a region sorts and removes the posts on its channel; the order is kept', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Berufsinfotag im Rathaus ${Date.now()}`;
  await loginAs(page, 'region@oabat.example', { rejectCookies: true });
  await page.goto('/beitrag');
  await writePost(page, title, 'Am Freitag stellen sich zwanzig Betriebe vor.');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText('Dein Beitrag ist veröffentlicht.')).toBeVisible();

  await page.goto('/region/channel');
  await page.getByRole('link', { name: 'Beiträge und Videos im Kanal sortieren' }).click();
  await expect(page.getByRole('heading', { name: 'Channelinhalte', level: 1 })).toBeVisible();
  // The newest post comes first until the region sorts.
  await expect.poll(() => channelPosts(page)).toEqual([title, 'Ausbildungsmesse in der Dreiländerhalle']);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ausbildungsmesse in der Dreiländerhalle nach oben' }).click();
  await expect.poll(() => channelPosts(page)).toEqual(['Ausbildungsmesse in der Dreiländerhalle', title]);
  await page.reload();
  await expect.poll(() => channelPosts(page)).toEqual(['Ausbildungsmesse in der Dreiländerhalle', title]);

  await page.getByRole('button', { name: `${title} aus dem Channel entfernen` }).click();
  await expect.poll(() => channelPosts(page)).toEqual(['Ausbildungsmesse in der Dreiländerhalle']);
  await page.getByRole('combobox', { name: 'Eigenen Beitrag in den Channel stellen' }).click();
  await page.getByRole('option', { name: title }).click();
  await page.getByRole('button', { name: 'Beitrag hinzufügen' }).click();
  await expect.poll(() => channelPosts(page)).toEqual([title, 'Ausbildungsmesse in der Dreiländerhalle']);
  await expectNoAxeViolations(page);
});

test('the bakery sees its posts beside its videos on its channel and takes one off', async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await page.goto('/betrieb/channels');
  await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();
  const posts = page.getByRole('region', { name: /^Beiträge im Channel/ }).first();
  await expect(posts.getByRole('link', { name: 'Schnuppertag am Samstag' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Videos im Channel/ }).first()).toBeVisible();
  // Only the channel's region sorts: the bakery has no arrows, only its own posts' "Entfernen".
  await expect(posts.getByRole('button', { name: /nach oben/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await posts.getByRole('button', { name: 'Schnuppertag am Samstag aus dem Channel entfernen' }).click();
  await expect(posts.getByRole('link', { name: 'Schnuppertag am Samstag' })).toHaveCount(0);
  await posts.getByRole('combobox', { name: 'Eigenen Beitrag in den Channel stellen' }).click();
  await page.getByRole('option', { name: 'Schnuppertag am Samstag' }).click();
  await posts.getByRole('button', { name: 'Beitrag hinzufügen' }).click();
  await expect(posts.getByRole('link', { name: 'Schnuppertag am Samstag' })).toBeVisible();
});

test('a trainee story with the bakery’s video is approved, listed on the trainees page and plays', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = `Mein zweites Lehrjahr ${Date.now()}`;
  const business = await (await browser.newContext()).newPage();
  await loginAs(business, 'betrieb@oabat.example', { rejectCookies: true });
  await business.goto('/betriebe/baeckerei-huber/azubis');
  await expect(business.getByRole('heading', { name: 'Unsere Azubis erzählen', level: 1 })).toBeVisible();
  await expect(business.getByRole('link', { name: 'Mein erstes Lehrjahr in der Backstube' })).toBeVisible();
  await business.getByRole('link', { name: 'Azubi-Geschichte schreiben' }).click();
  await expect(business.getByRole('radio', { name: 'Azubi-Geschichte' })).toBeChecked();
  await writePost(business, title, 'Jetzt darf ich schon allein den Sauerteig ansetzen.');
  await business.getByRole('combobox', { name: 'Video im Beitrag' }).click();
  await business.getByRole('option', { name: 'Ein Tag in unserer Backstube' }).click();
  await expectNoAxeViolations(business);
  await business.getByRole('button', { name: 'Vorschau' }).click();
  await expect(business.getByRole('region', { name: 'Video: Ein Tag in unserer Backstube' })).toBeVisible();
  await business.getByRole('link', { name: 'Zurück zum Editor' }).click();
  await business.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(business.getByText('Dein Beitrag wartet jetzt auf die Freigabe durch die Redaktion.')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto('/admin/artikel');
  await admin.getByRole('article', { name: title }).getByRole('button', { name: 'Freigeben' }).click();
  await expect(admin.getByText(`„${title}“ ist veröffentlicht.`)).toBeVisible();
  await admin.context().close();
  await business.context().close();

  const pupil = await (await browser.newContext()).newPage();
  await pupil.goto('/betriebe/baeckerei-huber/azubis');
  const stories = pupil.getByRole('region', { name: 'Erfahrungsberichte' });
  await expect(stories.getByRole('link', { name: title })).toBeVisible();
  await expect(stories.getByRole('link', { name: 'Drei neue Azubis in der Backstube' })).toHaveCount(0);
  await expectNoAxeViolations(pupil);
  await stories.getByRole('link', { name: title }).click();
  await expect(pupil.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const player = pupil.getByRole('region', { name: 'Video: Ein Tag in unserer Backstube' }).getByTestId('video-player');
  await expect(player).toBeVisible();
  // The rendered file is served and the browser reads its length (it can play it).
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0), { timeout: 30_000 }).toBe(true);
  await expectNoAxeViolations(pupil);
  await pupil.context().close();
});
