// Parental consent (issue #19): a 15-year-old pupil asks a parent by e-mail on /einstellungen, the parent confirms on
// the page of the mail's link (no login), and the pupil can then switch on the newsletter.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { codeIn, latestMessage, linkIn } from '../support/outbox.ts';
import { loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

test('a 15-year-old asks a parent, the parent confirms, the newsletter can be switched on', async ({ page, request, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `jung-${stamp}@example.org`;
  const parent = `eltern-${stamp}@example.org`;
  const password = 'mein-passwort-1';
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 15);
  const reg = await request.post('/api/auth/register/trainee', {
    data: { firstname: 'Lena', lastname: 'Jung', birthdate: born.toISOString().slice(0, 10), email, password },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const code = codeIn((await latestMessage(request, email)).body_text);
  expect((await request.post('/api/auth/verify', { data: { email, password, code } })).status()).toBe(200);

  await loginAs(page, email, { password });
  await page.goto('/einstellungen');
  const card = page.getByRole('region', { name: 'Einverständnis deiner Eltern' });
  await expect(card.getByText('Deine Eltern haben noch nicht zugestimmt.')).toBeVisible();
  const newsletter = page.getByRole('switch', { name: 'Newsletter' });
  await expect(newsletter).toBeDisabled();
  await expect(page.getByText(/Erst mit dem Einverständnis deiner Eltern/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The pupil's own address is refused; the parent's is sent.
  const field = card.getByLabel('E-Mail-Adresse deiner Eltern');
  await field.fill(email);
  await card.getByRole('button', { name: 'E-Mail an meine Eltern senden' }).click();
  await expect(field).toHaveAccessibleDescription(/nicht deine eigene/);
  await field.fill(parent);
  await card.getByRole('button', { name: 'E-Mail an meine Eltern senden' }).click();
  await expect(card.getByText('Wir warten auf die Zustimmung deiner Eltern.', { exact: false })).toBeVisible();

  // The parent's mailbox: a German mail with the link; the page needs no login.
  const mail = await latestMessage(request, parent, /Einverständnis/);
  expect(mail.body_text).toContain('Art. 8 DSGVO');
  const link = linkIn(mail.body_text, '/eltern/einverstaendnis/');
  expect(link).not.toBe('');
  // The parent reads the mail elsewhere: a fresh browser context, not logged in.
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await parentPage.goto(new URL(link.replace(/\?.*$/, '')).pathname);
  await expect(parentPage.getByRole('heading', { name: 'Einverständnis der Eltern' })).toBeVisible();
  await expect(parentPage.getByText('den Newsletter per E-Mail,')).toBeVisible();
  await expectNoAxeViolations(parentPage);
  await parentPage.getByRole('button', { name: 'Ich bin einverstanden' }).click();
  await expect(parentPage.getByText('Ihr Einverständnis ist gespeichert.', { exact: false })).toBeVisible();
  await parentContext.close();

  // Back in the pupil's settings: the switch is free and stays on.
  await page.reload();
  await expect(card.getByText('Deine Eltern haben zugestimmt.', { exact: false })).toBeVisible();
  await expect(newsletter).toBeEnabled();
  await newsletter.click({ force: true });
  await expect(newsletter).toBeChecked();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked();
});
