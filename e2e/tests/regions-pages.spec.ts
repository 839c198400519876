// Region subpages, region management and the landing pages, as a guest and as the demo region Passau.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

async function acceptCookies(page: Page) {
  await page.goto('/impressum');
  await startUsing(page);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
}

test('a guest opens the Ausbildung page of a region and sees its jobs', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/region/passau/ausbildung');
  await expect(page.getByRole('heading', { name: 'Ausbildung in der Region Passau', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Ausbildungspl/ })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(first.getByText('Ausbildung', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const jobName = await first.getByRole('heading').innerText();
  await first.getByRole('link', { name: jobName }).click();
  await expect(page.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();

  await page.goto('/region/passau/news');
  // the demo region's post (demo data of the posts module)
  await expect(page.getByRole('link', { name: 'Ausbildungsmesse in der Dreiländerhalle' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Region Passau' }).getByRole('link', { name: 'Praktikum' }).click();
  await expect(page.getByRole('heading', { name: 'Praktikum in der Region Passau', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/region/passau/ausbildung_embed');
  await expect(page.getByRole('heading', { name: 'Ausbildung in der Region Passau', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/region/passau/arbeitgeber/events');
  // the demo region's upcoming event (demo data of the events module)
  await expect(page.getByRole('link', { name: 'Ausbildungsmesse Passau', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // On a 360 px phone the region pages and the business list fit without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/region/passau/ausbildung', '/region/passau/arbeitgeber', '/betriebe', '/region/passau/anmeldung']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await page.goto('/region/nirgendwo/ausbildung');
  await expect(page.getByRole('heading', { name: 'Diese Region gibt es nicht', level: 1 })).toBeVisible();
});

test('a region adds a business as member, and the public sees it', async ({ page, browser, baseURL }) => {
  await loginAs(page, 'region@oabat.example', { rejectCookies: true });

  await page.goto('/region/betriebe');
  await expect(page.getByRole('heading', { name: 'Betriebe der Region', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Betriebe der Region' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bäckerei Huber' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Betrieb hinzufügen' }).click();
  await expect(page.getByRole('heading', { name: 'Betrieb hinzufügen', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name des Betriebs' }).fill('Huber');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: 'Bäckerei Huber hinzufügen' }).click();
  await expect(page.getByText('Bäckerei Huber gehört jetzt zur Region.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zu den Betrieben der Region' }).click();
  await expect(page.getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();

  await page.goto('/region/channel');
  await page.getByRole('textbox', { name: 'Name des Kanals' }).fill('Ausbildungsregion Passau');
  await page.getByRole('button', { name: 'Kanal speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/region/passau/anmeldung_creator');
  await expect(page.getByRole('textbox', { name: 'Link zur Anmeldung' })).toHaveValue(`${baseURL}/region/passau/anmeldung`);
  await expect(page.getByRole('textbox', { name: 'Code für die Ausbildungsplätze der Region' })).toHaveValue(/\/region\/passau\/ausbildung_embed/);
  await expectNoAxeViolations(page);

  const guest = await (await browser.newContext({ baseURL, locale: 'de-DE' })).newPage();
  await acceptCookies(guest);
  await guest.goto('/region/passau/unternehmen');
  await expect(guest.getByRole('heading', { name: 'Unternehmen in der Region Passau', level: 1 })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();
  await expectNoAxeViolations(guest);
});

test('the landing pages: employers, schools, regions and the public business list', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/betrieb');
  await expect(page.getByRole('heading', { name: 'Oabat für Betriebe', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Betrieb kostenlos registrieren' })).toHaveAttribute('href', '/arbeitgeber/registrierung');
  await expectNoAxeViolations(page);

  await page.goto('/schule');
  await expect(page.getByRole('heading', { name: 'Oabat für Schulen', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/region');
  await expect(page.getByRole('heading', { name: 'Regionen auf Oabat', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Inn-Salzach' }).click();
  await expect(page).toHaveURL(/\/region\/inn-salzach$/);
  await page.goto('/region');
  await expectNoAxeViolations(page);

  await page.goto('/betriebe');
  await expect(page.getByRole('heading', { name: 'Betriebe', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name des Betriebs' }).fill('Huber');
  await page.getByRole('textbox', { name: 'Postleitzahl oder Ort' }).fill('94032');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'im Umkreis von 30 km um Passau' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Postleitzahl oder Ort' }).fill('Xyzxyzhausen');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('Diesen Ort kennen wir nicht.', { exact: false })).toBeVisible();
});

test('a school is sent to /schule from the employer page and sees its own links', async ({ page }) => {
  await loginAs(page, 'schule@oabat.example', { rejectCookies: true });
  await page.goto('/betrieb');
  await expect(page).toHaveURL(/\/schule$/);
  await expect(page.getByRole('link', { name: 'Zu eurer Schulseite' })).toHaveAttribute('href', '/schule/mittelschule-passau-st-nikola');
});
