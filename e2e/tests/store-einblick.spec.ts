// EinBlick.pro (issue #16): without the product the bakery's page explains it and links to the store; once the
// admin has given it the product, the bakery builds an insight page from its posts (picks, orders, titles), saves
// it, sees the preview, copies the iframe code, and a website on another origin shows the page with its items.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { apiToken, loginAs } from '../support/session.ts';

test.use({ actionTimeout: 15_000 });

let host: http.Server;
let hostPage = '';
let hostOrigin = '';

test.beforeAll(async () => {
  host = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="de"><head><title>Bäckerei Huber</title></head><body><h1>Ausbildung bei uns</h1>${hostPage}</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

test('a business with EinBlick.pro builds an insight page and shows it on its own website', async ({ page, request, context, baseURL }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'betrieb@oabat.example', { rejectCookies: true });
  await page.goto('/betrieb/einblick');
  await expect(page.getByRole('heading', { name: 'EinBlick.pro', level: 1 })).toBeVisible();
  await expect(page.getByText('EinBlick.pro ist für deinen Betrieb noch nicht gebucht.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'EinBlick.pro im Store ansehen' })).toHaveAttribute('href', '/betrieb/store');
  await expectNoAxeViolations(page);

  // The admin gives the bakery the product (free of charge, so no invoice address is needed).
  const admin = await apiToken(request, 'admin@oabat.example');
  const bakery = await apiToken(request, 'betrieb@oabat.example');
  const businessId = (await (await request.get('/api/auth/user', { headers: { authorization: `Bearer ${bakery}` } })).json()).data?.business?.id;
  const products = (await (await request.get('/api/store/products')).json()).data as { id: number; slug: string }[];
  const created = await request.post(`/api/v2/business/${businessId}/subscriptions`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { product_id: products.find((p) => p.slug === 'pro_portal')!.id, price: 0, starts_at: new Date().toISOString() },
  });
  expect(created.status()).toBe(201);
  const subscriptionId = (await created.json()).data.id as number;

  try {
    await page.reload();
    await expect(page.getByText('Du hast noch keine Einblicks-Seite.')).toBeVisible();
    await page.getByRole('link', { name: 'Neue Einblicks-Seite' }).click();
    await expect(page.getByRole('heading', { name: 'Neue Einblicks-Seite', level: 1 })).toBeVisible();
    // Nothing chosen: the form says so.
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte wähle mindestens einen Beitrag oder ein Video.').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Titel' }).fill('Ausbildung in der Backstube');
    await page.getByRole('textbox', { name: 'Einleitung' }).fill('So sieht dein Tag bei uns aus.');
    await page.getByRole('button', { name: 'Hinzufügen: Drei neue Azubis in der Backstube' }).click();
    await page.getByRole('button', { name: 'Hinzufügen: Schnuppertag am Samstag' }).click();
    // The open day first.
    await page.getByRole('button', { name: 'Nach oben: Schnuppertag am Samstag' }).click();
    const chosen = page.getByRole('list', { name: 'Gewählte Inhalte' });
    await expect(chosen.getByRole('listitem').first()).toContainText('1. Beitrag: Schnuppertag am Samstag');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Einblicks-Seite ist gespeichert.' })).toBeVisible();
    await expect(page).toHaveURL(/\/betrieb\/einblick\/iframe\/\d+$/);

    // The preview shows the page as the website will.
    const preview = page.frameLocator('iframe[title="Vorschau: Ausbildung in der Backstube"]');
    await expect(preview.getByRole('heading', { name: 'Ausbildung in der Backstube', level: 1 })).toBeVisible();
    await expect(preview.getByRole('article')).toHaveCount(2);

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.getByRole('button', { name: 'Code kopieren' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Der Code ist kopiert.' })).toBeVisible();
    // What was copied is the code shown (reading the clipboard back hangs in headless Chromium).
    const code = (await page.getByTestId('einblick-snippet').textContent()) ?? '';
    expect(code).toMatch(new RegExp(`^<iframe src="${baseURL}/embed/einblick/[0-9a-f-]{36}" title="Ausbildung in der Backstube" data-oabat-embed="einblick"`));
    expect(code).toContain(`<script src="${baseURL}/embed.js" async></script>`);

    // The bakery's website, on another origin, with the copied code.
    hostPage = code;
    const guest = await page.context().browser()!.newPage();
    await guest.goto(hostOrigin);
    const frame = guest.frameLocator('iframe[data-oabat-embed="einblick"]');
    await expect(frame.getByRole('heading', { name: 'Ausbildung in der Backstube', level: 1 })).toBeVisible();
    await expect(frame.getByText('So sieht dein Tag bei uns aus.')).toBeVisible();
    const items = frame.getByRole('article');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByRole('heading', { level: 2 })).toHaveText('Schnuppertag am Samstag');
    await expect(items.nth(1).getByRole('heading', { level: 2 })).toHaveText('Drei neue Azubis in der Backstube');
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('target', '_blank');
    // Sized to its content by /embed.js.
    await expect.poll(async () => (await guest.locator('iframe[data-oabat-embed="einblick"]').boundingBox())?.height).not.toBe(600);
    await guest.close();
    // The framed page alone is axe-clean (the editor was scanned before the preview frame was there: axe waits on
    // frames it cannot enter).
    await page.goto(new URL(code.match(/src="([^"]+\/embed\/einblick\/[^"]+)"/)![1]!).pathname);
    await expect(page.getByRole('heading', { name: 'Ausbildung in der Backstube', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // Listed on the overview; deleted with the second click.
    await page.goto('/betrieb/einblick');
    await page.getByRole('link', { name: 'Bearbeiten: Ausbildung in der Backstube' }).click();
    await page.getByRole('button', { name: 'Einblicks-Seite löschen' }).click();
    await page.getByRole('button', { name: 'Wirklich löschen' }).click();
    await expect(page.getByText('Du hast noch keine Einblicks-Seite.')).toBeVisible();
  } finally {
    await request.delete(`/api/v2/business/${businessId}/subscriptions/${subscriptionId}`, { headers: { authorization: `Bearer ${admin}` } });
  }
});
