// Going live from the platform (issue #38): a pupil on a phone has the stream page open before it starts ("Gleich
// geht’s los"); ffmpeg publishes a few seconds of testsrc over RTMP with the stream's key, and the page switches to the
// player without a reload and plays frames (currentTime advances); after the end it shows the replay, which plays.
// Needs nginx with the RTMP module (CI installs it) and ffmpeg; the server runs with INGEST=rtmp (playwright.config.ts).
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { apiToken, bearer } from '../support/session.ts';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};
const installed = fs.existsSync('/usr/sbin/nginx') && fs.existsSync('/usr/lib/nginx/modules/ngx_rtmp_module.so') && fs.existsSync('/usr/bin/ffmpeg');

const videoTime = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

test('a stream switches on without reload, plays, and becomes a replay', async ({ browser }) => {
  test.skip(!installed, 'nginx with libnginx-mod-rtmp or ffmpeg is not installed');
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  const auth = bearer(await apiToken(admin.request, 'admin@oabat.example'));
  const now = Date.now();
  const created = await admin.request.post('/api/livestreams', {
    headers: auth,
    data: { title: `Live aus OBS ${now}`, planned_start: new Date(now).toISOString(), planned_end: new Date(now + 3600_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  const ingest = (await (await admin.request.get(`/api/livestreams/${id}`, { headers: auth })).json()).data.ingest as { key: string; server: string };
  expect(ingest.key).toMatch(new RegExp(`^${id}\\?k=`));

  const pupil = await (await browser.newContext(PHONE)).newPage();
  await pupil.goto(`/livestream/${id}`);
  await expect(pupil.getByText('Gleich geht’s los.')).toBeVisible();
  await expect(pupil.locator('video')).toHaveCount(0);

  const port = new URL(ingest.server).port || '1935';
  const ffmpeg = spawn(
    '/usr/bin/ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15:duration=14'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=14', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '48k', '-f', 'flv', `rtmp://127.0.0.1:${port}/live/${ingest.key}`],
    ],
    { stdio: 'ignore' },
  );
  const ended = new Promise<number>((resolve) => ffmpeg.on('close', (code) => resolve(code ?? -1)));
  try {
    // No reload: the realtime update brings the player, and its time advances.
    await expect(pupil.getByText('● Live')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => videoTime(pupil), { timeout: 30_000 }).toBeGreaterThan(0.5);
    const first = await videoTime(pupil);
    await expect.poll(() => videoTime(pupil), { timeout: 15_000 }).toBeGreaterThan(first);
    expect(await ended).toBe(0);
    // The end: the replay comes by itself and plays from its start.
    await expect(pupil.getByText('Aufzeichnung', { exact: true })).toBeVisible({ timeout: 40_000 });
    await expect.poll(() => videoTime(pupil), { timeout: 30_000 }).toBeGreaterThan(0.5);
  } finally {
    ffmpeg.kill('SIGKILL');
  }
});
