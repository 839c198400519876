// Going live from the platform (issue #38): the stream's key is shown to who runs the stream (here the business of
// a slot), never to a pupil; "Neu erzeugen" replaces it on the page, and the old key no longer publishes.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { expect, test } from '../support/test.ts';
import { apiToken, bearer, loginAs } from '../support/session.ts';

const installed = fs.existsSync('/usr/sbin/nginx') && fs.existsSync('/usr/lib/nginx/modules/ngx_rtmp_module.so') && fs.existsSync('/usr/bin/ffmpeg');

/** ffmpeg's exit code for two seconds of testsrc (non-zero when nginx refused the key). */
const publish = (server: string, key: string) =>
  new Promise<number>((resolve) => {
    const port = new URL(server).port || '1935';
    const child = spawn(
      '/usr/bin/ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10:duration=2'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'flv', `rtmp://127.0.0.1:${port}/live/${key}`],
      ],
      { stdio: 'ignore' },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code ?? -1);
    });
  });

test('the stream key shows only to who runs the stream, and "Neu erzeugen" ends the old one', async ({ browser, request }) => {
  test.skip(!installed, 'nginx with libnginx-mod-rtmp or ffmpeg is not installed');
  const admin = bearer(await apiToken(request, 'admin@oabat.example'));
  const now = Date.now();
  const created = await request.post('/api/livestreams', {
    headers: admin,
    data: {
      title: `Schlüsseltest ${now}`,
      planned_start: new Date(now).toISOString(),
      planned_end: new Date(now + 3600_000).toISOString(),
      slots: [{ business_slug: 'baeckerei-huber', starts_at: new Date(now).toISOString(), ends_at: new Date(now + 3600_000).toISOString() }],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  const business = await (await browser.newContext()).newPage();
  await loginAs(business, 'betrieb@oabat.example');
  await business.goto(`/livestream/${id}/admin`);
  const key = business.getByLabel('Schlüssel', { exact: true });
  await expect(key).toHaveValue(new RegExp(`^${id}\\?k=[0-9a-f]{64}$`));
  const server = await business.getByLabel('Server', { exact: true }).inputValue();
  expect(server).toMatch(/^rtmp:\/\/.+\/live$/);
  const old = await key.inputValue();
  business.once('dialog', (d) => void d.accept());
  await business.getByRole('button', { name: 'Neu erzeugen' }).click();
  await expect(key).not.toHaveValue(old);
  await expect(key).toHaveValue(new RegExp(`^${id}\\?k=[0-9a-f]{64}$`));
  // The old key is refused by the ingest server; the page says so after a reload.
  expect(await publish(server, old)).not.toBe(0);
  await business.reload();
  await expect(business.getByText(/falscher oder alter Streamschlüssel/)).toBeVisible();

  const pupil = await (await browser.newContext()).newPage();
  await loginAs(pupil, 'azubi@oabat.example');
  await pupil.goto(`/livestream/${id}/admin`);
  await expect(pupil.getByText('Diesen Livestream verwaltet die Redaktion.')).toBeVisible();
  await expect(pupil.getByLabel('Schlüssel', { exact: true })).toHaveCount(0);
  expect(await pupil.content()).not.toContain((await key.inputValue()).split('?k=')[1]);
});
