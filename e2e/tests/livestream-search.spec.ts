// /livestream/{id}/suche: a viewer goes from the stream to the jobs of its businesses, switches to the
// businesses tab and searches by a word; only the stream's businesses appear.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

test('the search of a livestream shows the jobs and businesses of its businesses', async ({ page }) => {
  await page.goto('/');
  const list = (await (await page.request.get('/api/livestreams')).json()).data as { id: number; title: string }[];
  const id = list.find((s) => s.title === 'Ausbildungsmesse Passau live')!.id;
  await page.goto(`/livestream/${id}`);
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByRole('link', { name: 'Jobs der Betriebe dieses Livestreams' }).click();
  await expect(page).toHaveURL(new RegExp(`/livestream/${id}/suche$`));
  await expect(page.getByRole('heading', { name: 'Jobs der Betriebe aus „Ausbildungsmesse Passau live“', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Angebote? bei den Betrieben dieses Livestreams/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const tabs = page.getByRole('navigation', { name: 'Kategorien der Livestream-Suche' });
  await tabs.getByRole('button', { name: /^Unternehmen/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Unternehmen bei den Betrieben dieses Livestreams$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /Bäckerei Huber/ })).toBeVisible();

  await tabs.getByRole('button', { name: /^Alles/ }).click();
  await page.getByRole('textbox', { name: 'Suchbegriff' }).fill('Gibt es sicher nicht xyz');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page.getByText('Dazu haben die Betriebe dieses Livestreams gerade nichts veröffentlicht.')).toBeVisible();
});
