// Events (issue #14): the region Passau creates an event on its channel, a pupil opens it and downloads the
// iCalendar file ("In den Kalender"), whose times are the Berlin times of the event in UTC.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test('a region creates an event and a pupil opens it and downloads its .ics', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Azubi-Speeddating ${Date.now()}`;
  const region = await (await browser.newContext()).newPage();
  await loginAs(region, 'region@oabat.example', { rejectCookies: true });
  await region.goto('/event');
  await expect(region.getByRole('heading', { name: 'Veranstaltung anlegen', level: 1 })).toBeVisible();
  // the demo fair of the region is listed among its events
  await expect(region.getByRole('link', { name: 'Ausbildungsmesse Passau', exact: true })).toBeVisible();
  await expectNoAxeViolations(region);

  // an end before the start is refused with the schema's German message before anything is sent
  await region.getByRole('textbox', { name: 'Titel' }).fill(title);
  await region.getByRole('textbox', { name: 'Beginn', exact: true }).fill('2027-01-15T18:00');
  await region.getByRole('textbox', { name: 'Ende', exact: true }).fill('2027-01-15T17:00');
  await region.getByRole('textbox', { name: 'Veranstaltungsort' }).fill('Redoute');
  await region.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Schrottgasse 12');
  await region.getByRole('textbox', { name: 'Postleitzahl' }).fill('94032');
  await region.getByRole('textbox', { name: 'Stadt' }).fill('Passau');
  const text = region.getByRole('textbox', { name: 'Beschreibung' });
  await text.click();
  await region.keyboard.type('Zehn Minuten pro Betrieb: lerne Ausbilderinnen und Ausbilder kennen.');
  await region.getByRole('button', { name: 'Veranstaltung anlegen' }).click();
  await expect(region.getByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeVisible();
  await region.getByRole('textbox', { name: 'Ende', exact: true }).fill('2027-01-15T20:30');
  await region.getByRole('button', { name: 'Veranstaltung anlegen' }).click();

  await expect(region.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(region.getByText('Die Veranstaltung ist angelegt.')).toBeVisible();
  await expect(region).toHaveURL(/\/event\/azubi-speeddating-\d+-\d+$/);
  await expect(region.getByText('Fr., 15. Januar 2027, 18:00 – 20:30 Uhr')).toBeVisible();
  await expect(region.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  await expectNoAxeViolations(region);
  const eventPath = new URL(region.url()).pathname;
  const slug = eventPath.split('/').pop()!;
  // Loaded afresh (server-rendered for a guest, then the region's own view): the region still edits it.
  await region.reload();
  await expect(region.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  await region.context().close();

  // The server renders the page for search engines: schema.org Event in the head, 404 for an unknown event.
  const html = await (await browser.newContext()).request.get(eventPath);
  expect(html.status()).toBe(200);
  const body = await html.text();
  expect(body).toContain('"@type":"Event"');
  expect(body).toContain('"startDate":"2027-01-15T17:00:00.000Z"');
  expect((await (await browser.newContext()).request.get('/event/gibt-es-nicht-999999')).status()).toBe(404);

  // A pupil finds it among the region's upcoming events for employers and opens it.
  const pupil = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await loginAs(pupil, 'azubi@oabat.example', { rejectCookies: true });
  await pupil.goto('/region/passau/arbeitgeber/events');
  await pupil.getByRole('link', { name: title }).click();
  await expect(pupil.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(pupil).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(pupil.getByText('Redoute, Schrottgasse 12, 94032 Passau')).toBeVisible();
  await expect(pupil.getByText('Zehn Minuten pro Betrieb')).toBeVisible();
  await expect(pupil.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
  await expectNoAxeViolations(pupil);

  const [download] = await Promise.all([pupil.waitForEvent('download'), pupil.getByRole('link', { name: 'In den Kalender' }).click()]);
  expect(download.suggestedFilename()).toBe(`${slug}.ics`);
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);
  // 18:00 and 20:30 in Berlin in January (UTC+1)
  expect(ics).toContain('DTSTART:20270115T170000Z');
  expect(ics).toContain('DTEND:20270115T193000Z');
  expect(ics).toContain('LOCATION:Redoute\\, Schrottgasse 12\\, 94032 Passau');
  expect(ics).toContain(eventPath);
  await pupil.context().close();
});

test('the admin creates an online event on a channel and finds it among all events', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Online-Sprechstunde ${Date.now()}`;
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { name: 'Veranstaltungen', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ausbildungsmesse Passau', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Neue Veranstaltung anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Veranstaltung anlegen', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'Passau' });
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('textbox', { name: 'Beginn', exact: true }).fill('2027-07-10T14:00');
  await page.getByRole('textbox', { name: 'Ende', exact: true }).fill('2027-07-10T15:00');
  await page.getByRole('textbox', { name: 'Online-Link' }).fill('https://meet.oabat.example/sprechstunde');
  await page.getByRole('textbox', { name: 'Beschreibung' }).click();
  await page.keyboard.type('Fragen rund um die Ausbildung.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Veranstaltung anlegen' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // summer time: 14:00 in Berlin
  await expect(page.getByText('Sa., 10. Juli 2027, 14:00 – 15:00 Uhr')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://meet.oabat.example/sprechstunde' })).toBeVisible();
  await page.goto('/admin/events');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
