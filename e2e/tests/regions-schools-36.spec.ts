// Issue #36: the region's landing page links its subpages (news, events among them), and a school's coming event is on
// its profile.
import { expect, test } from '../support/test.ts';
import { apiToken, bearer } from '../support/session.ts';

test('the region page links its news and events; the events have their own entry', async ({ page }) => {
  await page.goto('/region/passau');
  const nav = page.getByRole('navigation', { name: 'Region Passau' });
  await expect(nav.getByRole('link', { name: 'Neuigkeiten' })).toBeVisible();
  await nav.getByRole('link', { name: 'Veranstaltungen' }).click();
  await expect(page).toHaveURL(/\/region\/passau\/arbeitgeber\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Region Passau' }).getByRole('link', { name: 'Neuigkeiten' }).click();
  await expect(page).toHaveURL(/\/region\/passau\/news$/);
});

test("a school's coming event is on its profile", async ({ page }) => {
  const headers = bearer(await apiToken(page.request, 'admin@oabat.example'));
  const school = (await (await page.request.get('/api/schools/mittelschule-passau-st-nikola')).json()).data as { channel: { slug: string } | null };
  expect(school.channel).not.toBeNull();
  const title = `Tag der offenen Tür ${Date.now()}`;
  const created = await page.request.post('/api/events', {
    headers,
    data: {
      event: {
        title,
        description: '<p>Komm vorbei!</p>',
        city: 'Passau',
        postal_code: '94032',
        location_name: 'Aula',
        start_at: '2030-06-01T09:00:00+02:00',
        end_at: '2030-06-01T12:00:00+02:00',
        channel: school.channel!.slug,
      },
    },
  });
  expect(created.status()).toBeLessThan(300);
  await page.goto('/schule/mittelschule-passau-st-nikola');
  const section = page.getByRole('region', { name: 'Kommende Veranstaltungen' });
  await expect(section.getByRole('link', { name: title })).toBeVisible();
});
