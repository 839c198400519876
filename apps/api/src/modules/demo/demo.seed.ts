// Demo data on first start (SEED_DEMO, default on): the special accounts, one account per role,
// the fixed regions and a few businesses in Bavaria. Remembered in app_meta, so it runs once.
import { DEFAULT_BUSINESS_PERMISSIONS } from '@oabat/domain/accounts';
import type { Queryable } from '../../db.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { StartupTask } from '../../lib/startup-task.ts';
import { DEMO_PASSWORD, ensureDemoBusiness, ensureDemoRegion, ensureDemoSchool, ensureDemoTrainee, ensureDemoUser } from './demo.helpers.ts';

export const DEMO_META_KEY = 'demo_seeded_at';

export const DEMO_EMAILS = {
  business: 'betrieb@oabat.example',
  school: 'schule@oabat.example',
  region: 'region@oabat.example',
  trainee: 'azubi@oabat.example',
} as const;

/** What the demo business may do: publish every job type (spec §6 permission names). */
export const DEMO_BUSINESS_PERMISSIONS = [
  'publish_business',
  'publish_apprenticeship',
  'publish_traineeship',
  'publish_regular_jobs',
  'job_v3',
  'show_own_jobs',
  'invite_school',
  'statistics',
];

/** The region pages the spec names, each with its own channel. */
export const DEMO_REGIONS = [
  { slug: 'passau', name: 'Passau' },
  { slug: 'altmuehlfranken', name: 'Altmühlfranken' },
  { slug: 'freyung-grafenau', name: 'Freyung-Grafenau' },
  { slug: 'hauzenberg', name: 'Hauzenberg' },
  { slug: 'inn-salzach', name: 'Inn-Salzach' },
  { slug: 'lkr-r', name: 'Landkreis Regensburg' },
  { slug: 'lernen-vor-ort-muhldorf-speeddating', name: 'Lernen vor Ort Mühldorf – Speeddating' },
];

/** Further visible businesses in Bavaria so that lists and searches are not empty. */
export const DEMO_BUSINESSES = [
  { slug: 'autohaus-wimmer', name: 'Autohaus Wimmer GmbH', postalCode: '94469' },
  { slug: 'elektro-brandl', name: 'Elektro Brandl GmbH & Co. KG', postalCode: '93047' },
  { slug: 'schreinerei-gruber', name: 'Schreinerei Gruber', postalCode: '94078' },
  { slug: 'steuerkanzlei-hofbauer', name: 'Steuerkanzlei Hofbauer & Partner', postalCode: '84028' },
  { slug: 'hotel-gasthof-zur-post', name: 'Hotel Gasthof zur Post', postalCode: '94481' },
  { slug: 'pflegedienst-sonnenschein', name: 'Pflegedienst Sonnenschein', postalCode: '84453' },
  { slug: 'donauwerk-software', name: 'Donauwerk Software GmbH', postalCode: '80331' },
  { slug: 'metallbau-schmid', name: 'Metallbau Schmid', postalCode: '94474' },
  { slug: 'sparkasse-altoetting', name: 'Sparkasse Altötting-Mühldorf', postalCode: '84503' },
];

export async function seedDemo(q: Queryable, emails: { admin: string; support: string; dashboard: string }) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const user = (email: string, firstname: string, lastname: string, birthdate?: string) =>
    ensureDemoUser(q, { email, firstname, lastname, birthdate, passwordHash });

  await user(emails.admin, 'Anna', 'Admin');
  await user(emails.support, 'Sepp', 'Support');
  await user(emails.dashboard, 'Doris', 'Dashboard');

  const businessUser = await user(DEMO_EMAILS.business, 'Franz', 'Huber');
  await ensureDemoBusiness(q, {
    slug: 'baeckerei-huber',
    name: 'Bäckerei Huber',
    permissions: DEMO_BUSINESS_PERMISSIONS,
    postalCode: '94032',
    placeName: 'Passau',
    userId: businessUser,
    channels: ['oabat'],
  });
  for (const b of DEMO_BUSINESSES) await ensureDemoBusiness(q, { ...b, permissions: [...DEFAULT_BUSINESS_PERMISSIONS] });

  const schoolUser = await user(DEMO_EMAILS.school, 'Petra', 'Lehner');
  await ensureDemoSchool(q, { slug: 'mittelschule-passau-st-nikola', name: 'Mittelschule Passau-St. Nikola', postalCode: '94032', userId: schoolUser });

  const regionUser = await user(DEMO_EMAILS.region, 'Georg', 'Bauer');
  for (const r of DEMO_REGIONS) await ensureDemoRegion(q, { ...r, userId: r.slug === 'passau' ? regionUser : undefined });

  const traineeUser = await user(DEMO_EMAILS.trainee, 'Lena', 'Maier', '2010-03-14');
  await ensureDemoTrainee(q, { userId: traineeUser, gender: 'Frau', graduation: 'mittel', postalCode: '94032', onboardingCompleted: true });
  await (await import('../jobs/jobs.demo.ts')).seedDemoJobs(q);
  await (await import('../businesses/profiles.demo.ts')).seedProfilesDemo(q);
  await (await import('../regions/regions.demo.ts')).seedRegionMembersDemo(q);
  await (await import('../reviews/reviews.demo.ts')).seedReviewsDemo(q);
  await (await import('../posts/posts.demo.ts')).seedPostsDemo(q);
  await (await import('../events/events.demo.ts')).seedEventsDemo(q);
  await (await import('../fairs/fairs.demo.ts')).seedFairsDemo(q);
  await (await import('../alerts/alerts.demo.ts')).seedAlertsDemo(q);
  await (await import('../livestreams/livestreams.demo.ts')).seedLivestreamsDemo(q);
  await (await import('../analytics/analytics.demo.ts')).seedAnalyticsDemo(q);
  await (await import('../store/store.demo.ts')).seedStoreDemo(q);
  await (await import('../surveys/surveys.demo.ts')).seedSurveysDemo(q);
}

export const seedDemoTask: StartupTask = async (db, config, log) => {
  if (!config.SEED_DEMO) return;
  if (await db.one(`SELECT 1 FROM app_meta WHERE key = $1`, [DEMO_META_KEY])) return;
  const seeded = await db.tx(async (q) => {
    // Several processes may start at once on one server: one seeds, the others find it done.
    if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(727276)');
    if (await q.one(`SELECT 1 FROM app_meta WHERE key = $1`, [DEMO_META_KEY])) return false;
    await seedDemo(q, { admin: config.ADMIN_EMAIL, support: config.SUPPORT_EMAIL, dashboard: config.DASHBOARD_EMAIL });
    await q.query(`INSERT INTO app_meta (key, value) VALUES ($1, to_jsonb(now()::text)) ON CONFLICT (key) DO NOTHING`, [DEMO_META_KEY]);
    return true;
  });
  if (seeded) log.info('demo data seeded');
};
