// "geprüfter Betrieb": the admin records the identity check on the business panel; guests see the badge on the profile.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

test('the admin marks Bäckerei Huber as checked and its profile shows the badge', async ({ page, browser }) => {
  await loginAs(page, 'admin@oabat.example', { rejectCookies: true });
  await page.goto('/admin/betriebe?suche=Huber');
  await page.getByRole('button', { name: 'Bäckerei Huber öffnen' }).click();
  const panel = page.getByRole('dialog', { name: 'Bäckerei Huber' });
  await panel.getByRole('textbox', { name: 'Nummer oder Kammer' }).fill('HRB 4711 Amtsgericht Passau');
  await panel.getByRole('button', { name: 'Als geprüft markieren' }).click();
  await expect(panel.getByRole('status')).toHaveText('Der Betrieb ist jetzt als geprüft markiert.');
  await expect(panel.getByText(/Handelsregister-Nummer: HRB 4711 Amtsgericht Passau · geprüft am/)).toBeVisible();
  await expectNoAxeViolations(page);

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
  await guest.goto('/betriebe/baeckerei-huber');
  await expect(guest.getByText('geprüfter Betrieb').first()).toBeVisible();
  await expectNoAxeViolations(guest);
  await guestContext.close();
});
