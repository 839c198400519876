// Videos (issue #14): Bäckerei Huber uploads a video on its profile with a visible progress bar, the page is
// reloaded in the middle, choosing the same file continues the upload where it stopped (tus), the server renders it,
// and the video plays in the media viewer (`?media=`), which closes by going back. Each part of the upload is held
// back a moment on its way (a slow line), so "the middle" is the same on every run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-e2e-video-'));
// Uncompressed pictures: a 3 s clip of about 26 MB, four parts of the 8 MB the upload sends at a time.
const file = path.join(dir, 'backstube.avi');
test.beforeAll(() => {
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', '-c:a', 'pcm_s16le', file],
  ]);
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a business uploads a video, reloads mid-way, the upload resumes and the video plays on the profile', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Backstube ${Date.now()}`;
  await page.route('**/api/videos/upload/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/videos/upload')) calls.push(r.method());
  });

  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await page.goto('/betriebe/baeckerei-huber');
  const section = page.getByRole('region', { name: 'Videos' });
  await expect(section.getByRole('heading', { name: 'Video hochladen' })).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole('textbox', { name: 'Titel' }).fill(title);
  await section.locator('input[type=file]').setInputFiles(file);
  const firstPart = page.waitForResponse((r) => r.url().includes('/api/videos/upload/') && r.request().method() === 'PATCH' && r.status() === 204);
  await section.getByRole('button', { name: 'Hochladen' }).click();
  await expect(section.getByRole('progressbar', { name: 'Fortschritt des Video-Uploads' })).toBeVisible();
  await expect(section.getByRole('status').filter({ hasText: 'Video wird hochgeladen' })).toBeVisible();
  await firstPart;
  expect(calls.filter((m) => m === 'POST')).toHaveLength(1);

  // The reload cuts the upload off after its first part.
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const card = section.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Der Upload wurde unterbrochen.')).toBeVisible();
  calls.length = 0;
  await card.locator('input[type=file]').setInputFiles(file);
  await expect(card.getByRole('status').filter({ hasText: 'Upload wird fortgesetzt' })).toBeVisible();
  // Continued (the server was asked how far it got), not started again.
  await expect(card.getByText('Das Video wird verarbeitet …')).toBeVisible({ timeout: 60_000 });
  expect(calls).toContain('HEAD');
  expect(calls).not.toContain('POST');
  expect(calls.filter((m) => m === 'PATCH').length).toBeLessThan(4);

  // Rendered: the card opens the media viewer, the video plays there.
  const open = section.getByRole('link', { name: `Video ansehen: ${title}` });
  await expect(open).toBeVisible({ timeout: 90_000 });
  await open.click();
  await expect(page).toHaveURL(/[?&]media=[0-9a-f]{8}-[0-9a-f-]{27}(&|$)/);
  const dialog = page.getByRole('dialog', { name: title });
  const player = dialog.getByTestId('video-player');
  await expect(player).toBeVisible();
  await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/media=/);
  await expect(page).toHaveURL(/\/betriebe\/baeckerei-huber$/);
});
