// Answers within a deadline: pupils apply, the business sees the days left and answers with a template in two
// clicks, and its public profile shows the answer rate (from five interests on).
import { expect, test } from '../support/test.ts';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { codeIn, latestMessage } from '../support/outbox.ts';
import { loginAs } from '../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ value: { marketing: false, performance: false, functional: false }, expires: null })),
  );
});

async function pupilApplies(request: APIRequestContext, jobId: number, n: number) {
  const email = `antwort-${n}-${Date.now()}@example.org`;
  const password = 'mein-passwort-1';
  expect(
    (
      await request.post('/api/auth/register/trainee', { data: { firstname: `Pia${n}`, lastname: 'Wartend', birthdate: '2007-03-04', email, password } })
    ).status(),
  ).toBe(201);
  const code = codeIn((await latestMessage(request, email)).body_text);
  const token = (await (await request.post('/api/auth/verify', { data: { email, password, code } })).json()).token as string;
  const res = await request.post('/api/job_interests', {
    headers: { authorization: `Bearer ${token}` },
    data: { job_id: jobId, message: 'Ich möchte gern bei euch anfangen.' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const receipt = await latestMessage(request, email, /Deine Bewerbung ist angekommen/);
  expect(receipt.body_text).toContain('bis zum');
}

test('a business answers an interest with a template and its profile shows the answer rate', async ({ page, request }) => {
  const jobs = (await (await request.get('/api/v2/search/job?business_slug=baeckerei-huber&per_page=1')).json()).data as { id: number; slug: string }[];
  for (let n = 0; n < 5; n += 1) await pupilApplies(request, jobs[0].id, n);

  await loginAs(page, 'betrieb@oabat.example');
  await page.goto('/betrieb/antworten');
  await expect(page.getByRole('heading', { name: 'Bewerbungen beantworten' })).toBeVisible();
  const first = page.getByRole('article').filter({ hasText: 'Pia0' }).first();
  await expect(first.getByText(/noch \d+ Tage/)).toBeVisible();
  await expectNoAxeViolations(page);
  await first.getByRole('button', { name: 'Zum Gespräch einladen' }).click();
  await expect(page.getByText('Antwort gesendet.')).toBeVisible();

  await page.goto('/betriebe/baeckerei-huber');
  await expect(page.getByText(/Antwortquote: \d+ %/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The job page shows the same figures.
  await page.goto(`/betriebe/baeckerei-huber/jobs/${jobs[0].slug}`);
  await expect(page.getByText(/Antwortquote: \d+ %/)).toBeVisible();
  await expectNoAxeViolations(page);
});
