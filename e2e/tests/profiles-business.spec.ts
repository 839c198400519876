import sharp from 'sharp';
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';
import { startUsing } from '../support/wake.ts';

/** A photo-like JPEG, made on the spot, in one of a few colours. */
async function photo(i: number) {
  const colours = [
    [200, 80, 40],
    [40, 120, 200],
    [60, 160, 80],
    [220, 180, 40],
    [140, 60, 160],
    [90, 90, 90],
  ];
  const [r, g, b] = colours[i % colours.length];
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
  return { name: `backstube-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer };
}

async function login(page: Page, email: string) {
  await loginAs(page, email, { rejectCookies: true });
}

test('the demo business fills its profile to 100 % with uploaded images and sees it public', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await login(page, 'betrieb@oabat.example');
  await page.goto('/betriebe/baeckerei-huber/bearbeiten');
  await expect(page.getByRole('heading', { name: 'Profil bearbeiten' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Motto').fill('Frisch vom Ofen seit 1902');
  await page.getByLabel('Über uns').fill('Wir sind eine Familienbäckerei in Passau und bilden jedes Jahr Bäcker und Fachverkäuferinnen aus.');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page).toHaveURL(/step=bilder/);

  await page.getByLabel('Titelbilder: Bilder hochladen').setInputFiles(await Promise.all([0, 1, 2, 3, 4].map(photo)));
  await expect(page.getByRole('button', { name: 'Titelbilder 5 entfernen' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Bilder speichern und weiter' }).click();
  await expect(page).toHaveURL(/step=ansprechperson/);

  await page.getByLabel('Vorname').fill('Eva');
  await page.getByLabel('Nachname').fill('Huber');
  await page.getByLabel('Position').fill('Ausbildungsleitung');
  await page.getByLabel('Foto der Ansprechperson: Bilder hochladen').setInputFiles([await photo(5)]);
  await expect(page.getByRole('button', { name: 'Foto der Ansprechperson 1 entfernen' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Ansprechperson speichern und weiter' }).click();
  await expect(page).toHaveURL(/step=veroeffentlichen/);

  await expect(page.getByRole('heading', { name: 'Profil zu 100 % vollständig' })).toBeVisible();
  await expect(page.getByText('Dein Profil ist vollständig.')).toBeVisible();
  const visible = page.getByRole('switch', { name: 'Profil öffentlich zeigen' });
  await expect(visible).toBeChecked();
  await expectNoAxeViolations(page);

  // Hidden, a guest finds nothing; shown again, the guest sees the whole profile.
  const guest = await (await browser.newContext({ baseURL, locale: 'de-DE', userAgent: `Mozilla/5.0 (Gast ${Date.now()})` })).newPage();
  await guest.goto('/impressum');
  await startUsing(guest);
  await guest.getByRole('button', { name: 'Nur notwendige' }).click();
  await visible.click();
  await expect(visible).not.toBeChecked();
  await guest.goto('/betriebe/baeckerei-huber');
  await expect(guest.getByRole('heading', { name: 'Diesen Betrieb gibt es nicht' })).toBeVisible();
  await visible.click();
  await expect(visible).toBeChecked();

  // Visits so far (other tests' browsers visit this profile too), then this guest's first visit today.
  const visits = async () => {
    await page.goto('/betriebe/baeckerei-huber/profilbesucher');
    const card = page.getByText('Profilaufrufe').locator('..');
    await expect(card).toHaveText(/\d+\s*$/);
    const text = await card.innerText();
    return Number(text.match(/(\d+)\s*$/)![1]);
  };
  const before = await visits();
  await guest.goto('/betriebe/baeckerei-huber');
  await expect(guest.getByRole('heading', { name: 'Bäckerei Huber', level: 1 })).toBeVisible();
  await expect(guest.getByText('Frisch vom Ofen seit 1902')).toBeVisible();
  await expect(guest.getByText(/Familienbäckerei in Passau/)).toBeVisible();
  await expect(guest.getByText('Frau Eva Huber')).toBeVisible();
  await expect(guest.getByRole('img', { name: /Bäckerei Huber: (Titelbild|Bild \d)/ })).toHaveCount(5);
  await expect(guest.getByRole('button', { name: 'Profil bearbeiten' })).toHaveCount(0);
  await expectNoAxeViolations(guest);

  await guest.setViewportSize({ width: 360, height: 740 });
  await expect(guest.getByRole('heading', { name: 'Über uns' })).toBeVisible();
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The guest's visit is counted for the business, its own are not.
  await page.goto('/betriebe/baeckerei-huber/profilbesucher');
  await expect(page.getByRole('heading', { name: 'Profilbesucher' })).toBeVisible();
  await expect.poll(visits).toBe(before + 1);
  await expectNoAxeViolations(page);
});

test('a pupil finds the jobs on a business profile and writes to the business without applying, on desktop and phone', async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    // As a guest: the button leads through the login and back to the conversation.
    await page.goto('/betriebe/baeckerei-huber');
    await expect(page.getByRole('heading', { name: 'Offene Stellen' })).toBeVisible();
    const jobs = page.getByRole('region', { name: 'Offene Stellen' }).getByRole('article');
    await expect(jobs.first()).toBeVisible();
    await page.getByRole('link', { name: 'Nachricht schreiben' }).click();
    await expect(page).toHaveURL(/\/anmelden\?redirect=/);
    await page.getByLabel('E-Mail-Adresse').fill('azubi@oabat.example');
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Demo-Passwort-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/chat\?user_id=\d+/);
    const text = `Hallo, darf ich mir eure Backstube einmal ansehen? (${viewport.width})`;
    await page.getByRole('textbox', { name: 'Nachricht' }).fill(text);
    await page.getByRole('button', { name: 'Senden' }).click();
    // In the conversation (the socket may show it there while the field still holds the sent text).
    await expect(page.getByLabel('Nachrichten').getByText(text)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nachricht' })).toHaveValue('');
    await expectNoAxeViolations(page);
    // The profile's job links lead to the job pages. (Once in 7 local runs a click right after the page came was
    // lost for the logged-in pupil, cause not found: see the closing note of 26 Nov; the pupil clicks once the app is
    // ready. Whether the list stays in place while the app takes over is the last test of this file.)
    await page.goto('/betriebe/baeckerei-huber');
    await startUsing(page);
    const first = page.getByRole('region', { name: 'Offene Stellen' }).getByRole('link').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.context().close();
  }
  const business = await (await browser.newContext()).newPage();
  await loginAs(business, 'betrieb@oabat.example');
  await business.goto('/chat');
  await business
    .getByRole('button', { name: /Lena Maier/ })
    .first()
    .click();
  // In the open conversation (the list's preview may show the same text when it is the latest message).
  await expect(
    business.getByRole('region', { name: 'Unterhaltung mit Lena Maier' }).getByText('Hallo, darf ich mir eure Backstube einmal ansehen? (360)'),
  ).toBeVisible();
  // The business itself sees no such button on its own profile.
  await business.goto('/betriebe/baeckerei-huber');
  await expect(business.getByRole('heading', { name: 'Offene Stellen' })).toBeVisible();
  await expect(business.getByRole('link', { name: 'Nachricht schreiben' })).toHaveCount(0);
});

test('the business finds its own profile laid out as the server sent it: jobs and locations stay under the finger', async ({ browser }) => {
  const viewport = { width: 1280, height: 800 };
  const firstLinks = (page: Page) => [
    page.getByRole('region', { name: 'Offene Stellen' }).getByRole('link').first(),
    page.getByRole('region', { name: 'Standorte' }).getByRole('link').first(),
  ];
  // What the server sends (before any script runs): the profile as a guest sees it.
  const served = await (await browser.newContext({ viewport, javaScriptEnabled: false })).newPage();
  await served.goto('/betriebe/baeckerei-huber');
  const before: { text: string; y: number }[] = [];
  for (const link of firstLinks(served)) {
    await expect(link).toBeVisible();
    before.push({ text: (await link.innerText()).trim(), y: (await link.boundingBox())!.y });
  }

  // The business itself: once the app knows it is the owner, its status and "Profil bearbeiten" are there, and the
  // first job and location are where they were (a panel inserted above pushed them down; a click meant for one of
  // them landed elsewhere).
  const owner = await (await browser.newContext({ viewport })).newPage();
  await loginAs(owner, 'betrieb@oabat.example', { rejectCookies: true });
  await owner.goto('/betriebe/baeckerei-huber');
  await expect(owner.getByRole('status').filter({ hasText: /Dein Profil ist (nicht )?öffentlich/ })).toBeVisible();
  await expect(owner.getByRole('main').getByRole('link', { name: 'Profil bearbeiten' })).toBeVisible();
  const links = firstLinks(owner);
  for (const [i, link] of links.entries()) {
    await expect(link).toHaveText(before[i].text);
    expect(Math.abs((await link.boundingBox())!.y - before[i].y), before[i].text).toBeLessThanOrEqual(1);
  }
  await expectNoAxeViolations(owner);
  await served.context().close();
  await owner.context().close();
});
