// Embeds: a region copies the script code from its settings, a website on another origin includes it, the
// iframe shows the region's training places, sizes itself to its content, and a job opens on Oabat in a new tab.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { loginAs } from '../support/session.ts';

let host: http.Server;
let hostPage = '';
let hostOrigin = '';

test.beforeAll(async () => {
  // The partner's website: another port is another origin.
  host = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="de"><head><title>Landkreis</title></head><body><h1>Ausbildung im Landkreis</h1>${hostPage}<p>Fußzeile des Landkreises</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

test('a region embeds its training places on its own website with the copied snippet', async ({ page, baseURL }) => {
  await loginAs(page, 'region@oabat.example', { rejectCookies: true });
  await page.goto('/region/einstellungen');
  const code = page.getByRole('textbox', { name: 'Script-Code: Ausbildungsplätze der Region' });
  await expect(code).toHaveValue(/embed\.js/);
  hostPage = await code.inputValue();
  expect(hostPage).toBe(
    `<script src="${baseURL}/embed.js" data-oabat-embed="jobs" data-region="passau" data-type="ausbildung" data-title="Ausbildung in der Region Passau" async></script>`,
  );
  const iframeCode = page.getByRole('textbox', { name: 'iframe-Code: Betriebe der Region' });
  await expect(iframeCode).toHaveValue(new RegExp(`src="${baseURL}/embed/businesses\\?region=passau"`));
  const businessesIframe = await iframeCode.inputValue();
  await expectNoAxeViolations(page);

  const guest = await page.context().browser()!.newPage();
  await guest.goto(hostOrigin);
  const iframe = guest.locator('iframe[data-oabat-embed="jobs"]');
  await expect(iframe).toHaveAttribute('title', 'Ausbildung in der Region Passau');
  const frame = guest.frameLocator('iframe[data-oabat-embed="jobs"]');
  await expect(frame.getByRole('heading', { name: 'Ausbildungsplätze in der Region Passau', level: 1 })).toBeVisible();
  const first = frame.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(first.getByText('Ausbildung', { exact: true })).toBeVisible();
  // No header, footer or cookie notice inside someone else's website.
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Nur notwendige' })).toHaveCount(0);

  // The frame takes the height of its content (not the 600 px it starts with), so nothing scrolls inside it.
  const inner = guest.frames().find((f) => f.url().startsWith(`${baseURL}/embed/jobs`))!;
  await expect
    .poll(async () => {
      const content = await inner.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      const box = await iframe.boundingBox();
      return Math.abs((box?.height ?? 0) - content) <= 2 && content !== 600;
    })
    .toBe(true);
  const before = (await iframe.boundingBox())!.height;
  await frame.getByRole('button', { name: 'Mehr laden' }).click();
  await expect.poll(async () => (await iframe.boundingBox())!.height).toBeGreaterThan(before + 100);

  // A job opens on the platform in a new tab.
  const link = first.getByRole('heading').getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const jobName = await link.innerText();
  const [tab] = await Promise.all([guest.waitForEvent('popup'), link.click()]);
  await expect(tab).toHaveURL(new RegExp(`^${baseURL}/betriebe/[^/]+/jobs/`));
  await expect(tab.getByRole('heading', { name: jobName, level: 1 })).toBeVisible();
  await tab.close();

  // The iframe variant works alone; with /embed.js on the page it is sized as well.
  hostPage = `${businessesIframe}<script src="${baseURL}/embed.js" async></script>`;
  await guest.goto(hostOrigin);
  const businesses = guest.frameLocator('iframe[data-oabat-embed="businesses"]');
  await expect(businesses.getByRole('heading', { name: 'Betriebe in der Region Passau', level: 1 })).toBeVisible();
  await expect(businesses.getByRole('article').first()).toBeVisible();
  await expect.poll(async () => (await guest.locator('iframe[data-oabat-embed="businesses"]').boundingBox())!.height).not.toBe(800);
  await guest.close();
});

test('the embed pages follow the host filters and pass axe', async ({ page }) => {
  await page.goto('/embed/jobs?business=baeckerei-huber');
  await expect(page.getByRole('heading', { name: 'Stellen bei Bäckerei Huber', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Bäckerei Huber');
  await expect(page.getByRole('button', { name: 'Nur notwendige' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/embed/businesses?place=94032&radius=20');
  await expect(page.getByRole('heading', { name: /^Betriebe im Umkreis von 20 km um Passau/, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/embed/jobs?region=nirgendwo&type=chef');
  await expect(page.getByRole('alert')).toHaveText('Diese Region gibt es auf Oabat nicht.');
  await expect(page.getByText('Nicht beachtet: Art (ungültige Angabe).')).toBeVisible();
});

test('a business copies the code for its own jobs from its settings', async ({ page, baseURL }) => {
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await page.goto('/einstellungen');
  await expect(page.getByRole('heading', { name: 'Auf der eigenen Website einbinden' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Script-Code: Alle unsere Stellen' })).toHaveValue(
    `<script src="${baseURL}/embed.js" data-oabat-embed="jobs" data-business="baeckerei-huber" data-title="Stellen bei Bäckerei Huber" async></script>`,
  );
  await expect(page.getByRole('textbox', { name: 'iframe-Code: Unsere Ausbildungsplätze' })).toHaveValue(
    new RegExp(`src="${baseURL}/embed/jobs\\?business=baeckerei-huber&amp;type=ausbildung"`),
  );
  await expectNoAxeViolations(page);
});
