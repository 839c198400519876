// Video uploads (issue #36, 3.): a new video is offered onto the business's channels like a post; "Upload abbrechen"
// clears progress and button at once and leaves no card; an upload the server refuses leaves no card either.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { loginAs } from '../support/session.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-e2e-cancel-'));
const file = path.join(dir, 'werkstatt.mp4');
test.beforeAll(() => fs.writeFileSync(file, Buffer.alloc(3 * 1024 * 1024, 7)));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function start(page: Page, title: string) {
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await page.goto('/betriebe/baeckerei-huber');
  const section = page.getByRole('region', { name: 'Videos' });
  await expect(section.getByRole('heading', { name: 'Video hochladen' })).toBeVisible();
  await section.getByRole('textbox', { name: 'Titel' }).fill(title);
  // The form's own file input (a leftover card of an interrupted upload has one too).
  await section
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Video hochladen' }) })
    .locator('input[type=file]')
    .setInputFiles(file);
  return section;
}

/** The owner's videos by title, each with the slugs of the channels it is placed on. */
const ownVideos = (page: Page) =>
  page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('auth._token.local')!) as { value: string }).value;
    const res = await fetch('/api/videos?owner_type=business&owner=baeckerei-huber', { headers: { authorization: `Bearer ${token}` } });
    return Object.fromEntries(
      ((await res.json()) as { data: { title: string; channels: { slug: string }[] }[] }).data.map((v) => [v.title, v.channels.map((c) => c.slug)]),
    );
  });

test('a new video goes onto the channel; cancelling clears the upload at once and leaves no card', async ({ page }) => {
  const title = `Werkstatt abgebrochen ${Date.now()}`;
  // The bytes never arrive: the upload stays running until it is cancelled.
  await page.route('**/api/videos/upload/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 60_000));
    await route.continue().catch(() => {});
  });
  const section = await start(page, title);
  const offer = section.getByRole('checkbox', { name: /^Auf dem Kanal „.+“ zeigen$/ }).first();
  await expect(offer).toBeChecked();
  const channel = (await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('auth._token.local')!) as { value: string }).value;
    return ((await (await fetch('/api/videos/channels', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { slug: string }[] }).data[0]
      .slug;
  }))!;
  await section.getByRole('button', { name: 'Hochladen' }).click();
  const uploading = section.getByRole('status').filter({ hasText: 'Video wird hochgeladen' });
  await expect(uploading).toBeVisible();
  await expect.poll(async () => (await ownVideos(page))[title]).toContain(channel);

  await section.getByRole('button', { name: 'Upload abbrechen' }).click();
  await expect(uploading).toHaveCount(0, { timeout: 1000 });
  await expect(section.getByRole('progressbar', { name: 'Fortschritt des Video-Uploads' })).toHaveCount(0, { timeout: 1000 });
  await expect(section.getByRole('button', { name: 'Upload abbrechen' })).toHaveCount(0, { timeout: 1000 });
  await expect(section.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await expect.poll(async () => Object.keys(await ownVideos(page))).not.toContain(title);
});

test('an upload the server refuses says why and leaves no card', async ({ page }) => {
  const title = `Werkstatt abgelehnt ${Date.now()}`;
  await page.route('**/api/videos/upload/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 415, contentType: 'application/json', body: JSON.stringify({ message: 'Dieses Dateiformat können wir nicht annehmen.' }) })
      : route.continue(),
  );
  const section = await start(page, title);
  await section.getByRole('button', { name: 'Hochladen' }).click();
  await expect(section.getByRole('alert').filter({ hasText: 'Dieses Dateiformat können wir nicht annehmen.' })).toBeVisible();
  await expect(section.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await expect.poll(async () => Object.keys(await ownVideos(page))).not.toContain(title);
});
