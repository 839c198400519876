// Job fairs (issue #15): a pupil on a phone opens the demo fair around Passau from the home page, switches its tabs
// and finds the demo bakery among the exhibitors; the admin creates a fair and adds a participant; the participating
// demo bakery finds Profilbesucher in its menu.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test('a pupil on a phone opens the fair from the home page, switches the tabs and sees the demo business', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await loginAs(page, 'azubi@oabat.example', { rejectCookies: true });
  await page.goto('/');
  const fairs = page.getByRole('region', { name: 'Kommende Ausbildungsmessen' });
  await expect(fairs).toBeVisible();
  await fairs.getByRole('link', { name: 'Digitale Ausbildungsmesse Passau' }).click();
  await expect(page).toHaveURL(/\/messe\/digitale-ausbildungsmesse-passau$/);
  await expect(page.getByRole('heading', { name: 'Digitale Ausbildungsmesse Passau', level: 1 })).toBeVisible();
  await expect(page.getByText('Betriebe aus der Region live erleben')).toBeVisible();
  // The fair's livestream (demo: Bäckerei Huber's slot) is linked from the fair.
  await expect(page.getByRole('region', { name: 'Livestreams der Messe' }).getByRole('link', { name: 'Ausbildungsmesse Passau live' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /auf dieser Messe$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const tabs = page.getByRole('navigation', { name: 'Kategorien der Messe' });
  await tabs.getByRole('link', { name: /^Unternehmen/ }).click();
  await expect(page).toHaveURL(/\/messe\/digitale-ausbildungsmesse-passau\/unternehmen$/);
  await expect(page.getByRole('heading', { name: 'Bäckerei Huber', level: 3 })).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs.getByRole('link', { name: /^Ausbildung/ }).click();
  await expect(page).toHaveURL(/\/ausbildung$/);
  await expect(page.getByRole('heading', { name: /auf dieser Messe$/ })).toBeVisible();

  await tabs.getByRole('link', { name: /^Neuigkeiten/ }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { name: /Neuigkeit/, level: 2 })).toBeVisible();

  // The exhibitors are listed under every tab and lead to their profiles; the fair terms are linked.
  await expect(page.getByRole('region', { name: /^Aussteller/ }).getByRole('link', { name: 'Bäckerei Huber' })).toBeVisible();
  await page.getByRole('link', { name: 'Teilnahmebedingungen für Messen' }).click();
  await expect(page).toHaveURL(/\/agb-messe$/);
});

test('the admin creates a fair and adds a participant', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Testmesse ${Date.now()}`;
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@oabat.example', { rejectCookies: true });
  await admin.goto('/admin/messen');
  await expect(admin.getByRole('heading', { name: 'Messen', level: 1 })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Digitale Ausbildungsmesse Passau', exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Neue Messe anlegen' }).click();
  await admin.getByRole('textbox', { name: 'Name der Messe' }).fill(name);
  await admin.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'Passau' });
  await admin.getByRole('textbox', { name: 'Beginn', exact: true }).fill('2030-05-02T10:00');
  await admin.getByRole('textbox', { name: 'Ende', exact: true }).fill('2030-05-02T09:00');
  await admin.getByRole('textbox', { name: 'Postleitzahl des Messeorts' }).fill('94032');
  await admin.getByRole('button', { name: 'Messe anlegen' }).click();
  // the schema's German message, before anything is sent
  await expect(admin.getByText('Das Ende muss nach dem Beginn liegen.').first()).toBeVisible();
  await admin.getByRole('textbox', { name: 'Ende', exact: true }).fill('2030-05-02T16:00');
  await admin.getByRole('button', { name: 'Messe anlegen' }).click();
  await expect(admin.getByRole('heading', { name: 'Aussteller (0)' })).toBeVisible();
  await expectNoAxeViolations(admin);

  await admin.getByRole('textbox', { name: 'Betrieb suchen' }).fill('Huber');
  await admin.getByRole('button', { name: 'Bäckerei Huber hinzufügen' }).click();
  await expect(admin.getByRole('heading', { name: 'Aussteller (1)' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Bäckerei Huber entfernen' })).toBeVisible();
  await expectNoAxeViolations(admin);

  await admin.getByRole('button', { name: 'Zurück zur Liste' }).click();
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});

test('a participating business finds Profilbesucher in its menu and sees its fair there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await page.getByRole('navigation', { name: 'Hauptmenü', exact: true }).getByRole('link', { name: 'Profilbesucher' }).click();
  await expect(page).toHaveURL(/\/betriebe\/baeckerei-huber\/profilbesucher$/);
  const during = page.getByRole('region', { name: 'Während deiner Messen' });
  // Other tests may add the bakery to further fairs: look at the demo fair's card.
  const demo = during.getByText('Digitale Ausbildungsmesse Passau').locator('..');
  await expect(demo.getByText(/noch nicht begonnen/)).toBeVisible();
  await expectNoAxeViolations(page);
});
