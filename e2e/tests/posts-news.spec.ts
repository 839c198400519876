// Posts and news (issue #14): a business writes a post with a cover picture and previews it, the admin approves it
// from the chat card, and a pupil finds it in the news tab around Passau.
import sharp from 'sharp';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test('a business writes a post with a cover, the admin approves it, a pupil finds it in the news around Passau', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Backstube öffnet ihre Türen ${Date.now()}`;
  const business = await (await browser.newContext()).newPage();
  await loginAs(business, 'betrieb@oabat.example', { rejectCookies: true });
  await business.goto('/beitrag');
  await expect(business.getByRole('heading', { name: 'Beitrag schreiben', level: 1 })).toBeVisible();
  await business.getByRole('textbox', { name: 'Titel' }).fill(title);
  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  await business.getByLabel('Titelbild: Bilder hochladen').setInputFiles({ name: 'backstube.jpg', mimeType: 'image/jpeg', buffer: cover });
  await expect(business.getByRole('img', { name: 'Titelbild 1' })).toBeVisible();
  const text = business.getByRole('textbox', { name: 'Text' });
  await text.click();
  await business.getByRole('button', { name: 'Überschrift', exact: true }).click();
  await business.keyboard.type('Schnuppern in der Backstube');
  await business.keyboard.press('Enter');
  await business.keyboard.type('Am Samstag zeigen wir, wie Brezen entstehen. ');
  await business.getByRole('button', { name: 'Fett' }).click();
  await business.keyboard.type('Alle sind willkommen!');
  await expectNoAxeViolations(business);

  // Preview as readers would see it, then back to the editor with everything still there.
  await business.getByRole('button', { name: 'Vorschau' }).click();
  await expect(business.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(business.getByRole('heading', { name: 'Schnuppern in der Backstube', level: 2 })).toBeVisible();
  await expect(business.getByRole('img', { name: `Titelbild: ${title}` })).toBeVisible();
  await expectNoAxeViolations(business);
  await business.getByRole('link', { name: 'Zurück zum Editor' }).click();
  await expect(business.getByRole('textbox', { name: 'Titel' })).toHaveValue(title);

  await business.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
  await expect(business.getByText('Dein Beitrag wartet jetzt auf die Freigabe durch die Redaktion.')).toBeVisible();
  await expect(business).toHaveURL(/\/beitrag\/backstube-oeffnet-ihre-tueren-\d+-\d+$/);
  await expect(business.getByText('Wartet auf Freigabe').first()).toBeVisible();

  // The admin gets the request in the chat (German preview), follows the card and approves.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto('/chat');
  await admin
    .getByRole('button', { name: /Bäckerei Huber/ })
    .first()
    .click();
  const card = admin
    .getByRole('listitem')
    .filter({ hasText: `Bitte um Veröffentlichung des Artikels: ${title}` })
    .last();
  await card.getByRole('link', { name: 'Zur Freigabe' }).click();
  await expect(admin.getByRole('heading', { name: 'Artikel freigeben', level: 1 })).toBeVisible();
  const pending = admin.getByRole('article', { name: title });
  await expect(pending.getByText('Alle sind willkommen!')).toBeVisible();
  await expectNoAxeViolations(admin);
  await pending.getByRole('button', { name: 'Freigeben' }).click();
  await expect(admin.getByText(`„${title}“ ist veröffentlicht.`)).toBeVisible();
  await admin.context().close();
  await business.context().close();

  // A pupil looks for news around 94032 Passau and opens the post.
  const pupil = await (await browser.newContext()).newPage();
  await loginAs(pupil, 'azubi@oabat.example', { rejectCookies: true });
  await pupil.goto('/ausbildung/zip-passau-94032');
  await pupil
    .getByRole('navigation', { name: 'Kategorien' })
    .getByRole('link', { name: /Neuigkeiten/ })
    .click();
  await expect(pupil).toHaveURL(/\/news\/zip-passau-94032/);
  await expect(pupil.getByRole('heading', { name: 'Neuigkeiten in Passau', level: 1 })).toBeVisible();
  const item = pupil.getByRole('article').filter({ hasText: title });
  await expect(item.getByText('Bäckerei Huber')).toBeVisible();
  await expectNoAxeViolations(pupil);
  // The search term narrows the news to posts with the word in the title or text ("Brezen" is in the new post's text).
  await pupil.getByRole('textbox', { name: 'Beruf oder Stichwort' }).fill('Brezen');
  await pupil.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(pupil).toHaveURL(/\/news\/zip-passau-94032\?.*q=Brezen/);
  await expect(item).toBeVisible();
  await expect(pupil.getByRole('article').filter({ hasText: 'Ausbildungsmesse in der Dreiländerhalle' })).toHaveCount(0);
  await pupil.getByRole('textbox', { name: 'Beruf oder Stichwort' }).fill('Raumfahrt');
  await pupil.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(pupil.getByRole('heading', { name: /Keine Neuigkeiten zu „Raumfahrt“/, level: 2 })).toBeVisible();
  await pupil.getByRole('textbox', { name: 'Beruf oder Stichwort' }).fill('Brezen');
  await pupil.getByRole('button', { name: 'Suchen', exact: true }).click();
  await item.getByRole('link', { name: title }).click();
  await expect(pupil).toHaveURL(/\/betriebe\/baeckerei-huber\/beitrag\//);
  await expect(pupil.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(pupil.getByText('Alle sind willkommen!')).toBeVisible();
  await expect(pupil.getByRole('img', { name: `Titelbild: ${title}` })).toBeVisible();
  await expectNoAxeViolations(pupil);
  // and on the business profile
  await pupil.getByRole('link', { name: 'Mehr über Bäckerei Huber' }).click();
  await expect(pupil.getByRole('heading', { name: 'Neuigkeiten', level: 2 })).toBeVisible();
  await expect(pupil.getByRole('link', { name: title })).toBeVisible();
  // A region's post (demo data) is read at /beitrag/{slug}.
  await pupil.goto('/region/passau/news');
  await pupil.getByRole('link', { name: 'Ausbildungsmesse in der Dreiländerhalle' }).click();
  await expect(pupil).toHaveURL(/\/beitrag\/ausbildungsmesse-in-der-dreilaenderhalle-\d+$/);
  await expect(pupil.getByRole('heading', { name: 'Ausbildungsmesse in der Dreiländerhalle', level: 1 })).toBeVisible();
  await expect(pupil.getByRole('heading', { name: 'Über 60 Betriebe an einem Tag', level: 2 })).toBeVisible();
  await expectNoAxeViolations(pupil);
  await pupil.context().close();
});

test('on a 360 px phone the editor, the news tab and a post fit without sideways scrolling', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto('/beitrag');
  await expect(page.getByRole('button', { name: 'Zwischenüberschrift' })).toBeVisible();
  expect(await fits()).toBe(true);
  await page.goto('/news/zip-passau-94032');
  const post = page.getByRole('article').filter({ hasText: 'Drei neue Azubis in der Backstube' });
  await expect(post).toBeVisible();
  expect(await fits()).toBe(true);
  await post.getByRole('link', { name: 'Drei neue Azubis in der Backstube' }).click();
  await expect(page.getByRole('heading', { name: 'Drei neue Azubis in der Backstube', level: 1 })).toBeVisible();
  expect(await fits()).toBe(true);
  await page.context().close();
});
