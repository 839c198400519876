// Statistics (issue #17): the dashboard shows plots of the demo year with table views and filters by
// channel and region (kept in the URL); a campaign link visited by a new guest shows up in the campaign's
// figures; the business opens its statistics; the public figures on /statistiken. axe on every page.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test('the dashboard user sees the demo year as plots with tables', async ({ page }) => {
  // A year of figures is a long page for the accessibility scan on a busy machine.
  test.setTimeout(120_000);
  await loginAs(page, 'dashboard@oabat.example', { rejectCookies: true });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '1 Jahr' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  const visits = page.getByRole('figure', { name: 'Besuche, Suchen und Stellenaufrufe pro Tag' });
  await expect(visits.locator('canvas')).toHaveCount(1);
  await visits.getByText('Als Tabelle anzeigen').click();
  const table = visits.getByRole('table', { name: 'Besuche, Suchen und Stellenaufrufe pro Tag' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  // The demo year has searches in towns around Passau: the busiest place has a number above zero.
  const places = page.getByRole('table', { name: 'Meistgesuchte Orte' });
  await expect(places.getByRole('row').nth(1)).toContainText(/[1-9]/);
  await expect(page.getByRole('table', { name: 'Kampagnen' })).toContainText('herbst-demo');
  await expect(page.getByRole('figure', { name: 'Neue Konten und veröffentlichte Stellen pro Woche' }).locator('canvas')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the dashboard user filters by channel and region; the figures change and the URL keeps the filter', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'dashboard@oabat.example', { rejectCookies: true });
  await page.goto('/admin/dashboard');
  const caption = page.getByRole('figure', { name: 'Besuche, Suchen und Stellenaufrufe pro Tag' }).locator('figcaption');
  await expect(caption).toContainText('zusammen Besuche');
  const ninetyDays = await caption.innerText();
  await page.getByRole('button', { name: '1 Jahr' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(caption).not.toHaveText(ninetyDays);
  const note = page.getByTestId('dashboard-filter-note');
  await expect(note).toContainText('Alle Kanäle und Regionen');
  const allVisits = await caption.innerText();
  const campaigns = page.getByRole('table', { name: 'Kampagnen' });
  await expect(campaigns).toContainText('herbst-demo');

  // The demo campaign came by poster: the channel "print" has its visits only, and only its campaign.
  await page.getByRole('combobox', { name: 'Kanal' }).selectOption('print');
  await expect(page).toHaveURL(/channel=print/);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(note).toContainText('Gefiltert nach Kanal „print“.');
  await expect(note).toContainText('Nicht nach Kanal aufteilbar');
  await expect(caption).not.toHaveText(allVisits);
  await expect(campaigns.getByRole('row')).toHaveCount(2);
  await expect(campaigns).toContainText('herbst-demo');
  await expect(page.getByRole('table', { name: 'Meistgesuchte Orte' }).getByRole('row').nth(1)).toContainText(/[1-9]/);
  const printVisits = await caption.innerText();

  // A reload keeps the filter (it lives in the URL).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Kanal' })).toHaveValue('print');
  await expect(note).toContainText('Gefiltert nach Kanal „print“.');
  await expect(caption).toHaveText(printVisits);
  await expectNoAxeViolations(page);

  // The region Passau: the visits of its pages; searches cannot be split by region, and the page says so.
  await page.getByRole('combobox', { name: 'Kanal' }).selectOption({ label: 'Alle' });
  await expect(page).not.toHaveURL(/channel=/);
  await expect(caption).toHaveText(allVisits);
  await page.getByRole('combobox', { name: 'Region' }).selectOption('passau');
  await expect(page).toHaveURL(/region=passau/);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(note).toContainText('Gefiltert nach Region „passau“.');
  await expect(note).toContainText('Nicht nach Region aufteilbar, zeigen alle Regionen: Suchen');
  await expect(caption).not.toHaveText(allVisits);
});

test('a campaign link visited by a new guest shows up in the campaign’s figures', async ({ page, browser }) => {
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/kampagne');
  await page.getByRole('link', { name: 'Instagram-Beitrag' }).click();
  await expect(page.getByRole('heading', { name: 'Kampagne erstellen' })).toBeVisible();
  const name = `Frühjahr ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const link = page.getByTestId('campaign-link');
  await expect(link).toContainText('utm_source=instagram');
  await expect(link).toContainText('utm_medium=social');
  const url = (await link.innerText()).trim();
  expect(url).toMatch(/utm_id=fruehjahr-/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kampagne anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Kampagnen', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');

  // A new guest follows the link, allows statistics cookies and looks around.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(new URL(url).pathname + new URL(url).search);
  await expect(guest.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await guest.getByRole('button', { name: 'Alle akzeptieren' }).click();
  const sent = guest.waitForResponse((r) => r.url().endsWith('/api/oabalytics') && r.status() === 204);
  await guest.getByRole('link', { name: 'Praktikum' }).first().click();
  await sent;
  await guest.close();

  await page.getByRole('button', { name: 'Zahlen aktualisieren' }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expectNoAxeViolations(page);
});

test('the business opens its statistics with plots and the previous period', async ({ page }) => {
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await page.goto('/betrieb/statistiken');
  await expect(page.getByRole('heading', { name: 'Entwicklung' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Deine Zahlen der letzten 30 Tage' }).locator('canvas')).toHaveCount(1);
  await expect(page.getByText(/gegenüber dem Zeitraum davor|im Zeitraum davor: 0/).first()).toBeVisible();
  await page.getByText('90 Tage').click();
  await expect(page.getByRole('figure', { name: 'Deine Zahlen der letzten 90 Tage' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Aufrufe je Stelle im Zeitraum' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('guests see the public figures on /statistiken, rendered on the server', async ({ page, request }) => {
  const html = await (await request.get('/statistiken')).text();
  expect(html).toContain('Oabat in Zahlen');
  expect(html).toMatch(/<meta name="description" content="Oabat in Zahlen/);
  await page.goto('/statistiken');
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(page.getByRole('table', { name: 'Offene Stellen nach Art' }).getByRole('row', { name: /Ausbildung/ })).toContainText(/[1-9]/);
  await expect(page.getByRole('figure', { name: 'Neue Betriebe, Azubis und Stellen pro Monat' }).locator('canvas')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
