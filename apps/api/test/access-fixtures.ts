// Accounts and objects for the generated access test: every demo role, a second account of each
// organisation role and of the trainee role, and objects that belong to the demo accounts.
import type { TestContext } from './harness.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { jobListedSql } from '../src/modules/jobs/job-expiry.ts';
import { DEMO_PASSWORD } from './harness.ts';
import { makeUser, loginAs, PASSWORD } from './factories/accounts.ts';
import { buildBusiness, buildJob } from './factories/jobs.ts';
import { multipartBody, testPdf, testPng } from './factories/media.ts';
import { buildAlertFixtures, type AlertFixtures } from './access-fixtures.alerts.ts';
import { buildVideoFixtures, type VideoFixtures } from './access-fixtures.videos.ts';
import { buildApiKeyFixtures, type ApiKeyFixtures } from './access-fixtures.api-keys.ts';
import { buildEinblickFixtures, type EinblickFixtures } from './access-fixtures.einblick.ts';
import { buildStoreFixtures, type StoreFixtures } from './access-fixtures.store.ts';
import { buildLivestreamFixtures, type LivestreamFixtures } from './factories/livestreams.ts';

export const DEMO_ROLES = ['admin', 'support', 'dashboard', 'business', 'school', 'region', 'trainee'] as const;
export const OTHER_ROLES = ['business2', 'school2', 'region2', 'trainee2'] as const;
export type Role = (typeof DEMO_ROLES)[number] | (typeof OTHER_ROLES)[number];
/** The second account of the owner's role (the admin has none: support and dashboard stand in). */
export const OTHER_OF: Partial<Record<Role, Role>> = { business: 'business2', school: 'school2', region: 'region2', trainee: 'trainee2' };

const EMAIL: Record<(typeof DEMO_ROLES)[number], string> = {
  admin: 'admin@oabat.example',
  support: 'hilfe@oabat.example',
  dashboard: 'dashboard@oabat.example',
  business: 'betrieb@oabat.example',
  school: 'schule@oabat.example',
  region: 'region@oabat.example',
  trainee: 'azubi@oabat.example',
};

export interface Fixtures {
  png: Buffer;
  password: Record<Role, string>;
  token: Record<Role, string>;
  userId: Record<Role, number>;
  email: Record<Role, string>;
  business: {
    id: number;
    slug: string;
    siteId: number;
    jobId: number;
    jobSlug: string;
    draftJobSlug: string;
    draftJobId: number;
    deleteJobSlugs: string[];
    contactPersonId: number;
    jobListId: number;
    themeId: number;
    colleagueId: number;
    imageId: number;
    pendingReviewId: number;
    postSlug: string;
    postTitle: string;
    deletePostSlug: string;
  };
  business2: { id: number; slug: string; siteId: number; jobId: number };
  videos: VideoFixtures;
  einblick: EinblickFixtures;
  school: { id: number; slug: string; colleagueId: number };
  region: { id: number; slug: string; eventId: number; channelId: number; materialId: number; materialFileId: number; deleteMaterialId: number };
  trainee: {
    id: number;
    interestId: number;
    ratingId: number;
    ratedJobSlug: string;
    fileId: number;
    fileUuid: string;
    deleteFileId: number;
    imageId: number;
    imageUid: string;
    conversationId: number;
    messageId: number;
    reviewId: number;
    reviewText: string;
    interestText: string;
    exportToken: string;
  };
  trainee2: { id: number };
  alerts: AlertFixtures;
  livestream: LivestreamFixtures;
  apiKeys: ApiKeyFixtures;
  /** The demo business's purchase, the admin's subscriptions and their invoices (access-fixtures.store.ts). */
  store: StoreFixtures;
  /** An open report of the demo pupil about business2's job (reports module). */
  reportId: number;
  /** Demo objects rows name, looked up by their natural keys (never by the ids a fresh database happens to give). */
  demo: { surveyId: number; oabatChannelId: number };
  /** Ids of everybody's rows, for mass-assignment checks. */
  businessOf: Partial<Record<Role, number>>;
  schoolOf: Partial<Record<Role, number>>;
}

const one = async <T>(t: TestContext, sql: string, params: unknown[] = []) => {
  const row = await t.db.one<T>(sql, params);
  if (!row) throw new Error(`fixture missing: ${sql}`);
  return row;
};

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`fixture ${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body || '{}') as { data: Record<string, unknown> };
}

async function upload(t: TestContext, token: string, url: string, fields: Parameters<typeof multipartBody>[0]) {
  const body = await multipartBody(fields);
  return (await ok(await t.request({ method: 'POST', url, token, payload: body.payload, headers: body.headers }), `upload ${url}`)).data;
}

export async function buildFixtures(t: TestContext): Promise<Fixtures> {
  const token = {} as Record<Role, string>;
  const userId = {} as Record<Role, number>;
  const email = {} as Record<Role, string>;
  for (const role of DEMO_ROLES) {
    email[role] = EMAIL[role];
    token[role] = await t.login(EMAIL[role], DEMO_PASSWORD);
    userId[role] = (await one<{ id: number }>(t, `SELECT id FROM users WHERE lower(email) = $1`, [EMAIL[role]])).id;
  }
  const huber = await one<{ id: number }>(t, `SELECT id FROM businesses WHERE slug = 'baeckerei-huber'`);
  await t.db.query(`UPDATE businesses SET permissions = permissions || '["joblist_v2", "job_ai", "pro_portal"]'::jsonb WHERE id = $1`, [huber.id]);

  // Second accounts: a business with the same permissions, a school, a region user, a trainee.
  const b2 = await buildBusiness(t, {
    slug: 'zweiter-betrieb',
    permissions: [
      'publish_business',
      'publish_apprenticeship',
      'publish_traineeship',
      'publish_regular_jobs',
      'job_v3',
      'show_own_jobs',
      'invite_school',
      'statistics',
      'joblist_v2',
      'job_ai',
      'pro_portal',
    ],
  });
  Object.assign(token, { business2: b2.token });
  Object.assign(userId, { business2: b2.userId });
  Object.assign(email, { business2: b2.email });
  const s2 = await makeUser(t, { trainee: false });
  const school2 = await one<{ id: number }>(t, `INSERT INTO schools (slug, name) VALUES ('zweite-schule', 'Zweite Schule') RETURNING id`);
  await t.db.query(`INSERT INTO school_users (school_id, user_id) VALUES ($1, $2)`, [school2.id, s2.id]);
  const r2 = await makeUser(t, { trainee: false });
  const region2 = await one<{ id: number }>(t, `SELECT id FROM regions WHERE slug <> 'passau' ORDER BY id LIMIT 1`);
  await t.db.query(`INSERT INTO region_users (region_id, user_id) VALUES ($1, $2)`, [region2.id, r2.id]);
  const tr2 = await makeUser(t, {});
  for (const [role, u] of [
    ['school2', s2],
    ['region2', r2],
    ['trainee2', tr2],
  ] as const) {
    token[role] = await loginAs(t, u.email);
    userId[role] = u.id;
    email[role] = u.email;
  }

  const site = await one<{ id: number }>(t, `SELECT id FROM business_sites WHERE business_id = $1 ORDER BY is_main DESC, id LIMIT 1`, [huber.id]);
  // An open job (published and not expired, issue 33): a job list takes no expired one.
  const job = await one<{ id: number; slug: string }>(
    t,
    `SELECT id, slug FROM jobs j WHERE j.business_id = $1 AND ${jobListedSql('j')} ORDER BY j.id LIMIT 1`,
    [huber.id],
  );
  const draft = await one<{ id: number; slug: string }>(t, `SELECT id, slug FROM jobs WHERE business_id = $1 AND status = 'draft' ORDER BY id LIMIT 1`, [
    huber.id,
  ]);
  const doomed = [await buildJob(t, huber.id, { name: 'Wird gelöscht' }), await buildJob(t, huber.id, { name: 'Wird auch gelöscht' })];
  const review = await one<{ id: number }>(t, `SELECT r.id FROM job_reviews r JOIN jobs j ON j.id = r.job_id WHERE j.business_id = $1 ORDER BY r.id LIMIT 1`, [
    huber.id,
  ]);
  const contact = await ok(
    await t.request({ method: 'POST', url: '/api/contactpersons', token: token.business, payload: { firstname: 'Clara', lastname: 'Kontakt' } }),
    'contact person',
  );
  const list = await ok(
    await t.request({ method: 'POST', url: '/api/job_lists', token: token.business, payload: { name: 'Unsere Liste', job_ids: [job.id] } }),
    'job list',
  );
  const theme = await ok(
    await t.request({
      method: 'POST',
      url: '/api/v2/themes',
      token: token.business,
      payload: { business_id: huber.id, type: 'job', theme: { primary_color: '#112233' } },
    }),
    'theme',
  );
  const colleague = await makeUser(t, { trainee: false });
  await t.db.query(`INSERT INTO business_users (business_id, user_id) VALUES ($1, $2)`, [huber.id, colleague.id]);
  const businessImage = await upload(t, token.business, '/api/images', { image: { bytes: await testPng(), name: 'logo.png', type: 'image/png' } });
  const postTitle = 'Geheimer Entwurf der Bäckerei';
  const draftPost = async (title: string) =>
    (
      await ok(
        await t.request({
          method: 'POST',
          url: '/api/posts',
          token: token.business,
          payload: { post: { title, body: '<p>Noch nicht fertig, niemand sonst soll das lesen.</p>', status: 'draft' } },
        }),
        'post',
      )
    ).data.slug as string;
  const postSlug = await draftPost(postTitle);
  const deletePostSlug = await draftPost('Entwurf zum Löschen');

  const school = await one<{ id: number; slug: string }>(
    t,
    `SELECT s.id, s.slug FROM schools s JOIN school_users su ON su.school_id = s.id WHERE su.user_id = $1`,
    [userId.school],
  );
  const schoolColleague = await makeUser(t, { trainee: false });
  await t.db.query(`INSERT INTO school_users (school_id, user_id) VALUES ($1, $2)`, [school.id, schoolColleague.id]);
  await ok(
    await t.request({
      method: 'POST',
      url: `/api/schools/${school.id}/business_site/${site.id}`,
      token: token.school,
      payload: { message: 'Wollen wir zusammenarbeiten?', sent_by_type: 'school' },
    }),
    'network request',
  );
  const region = await one<{ id: number; slug: string }>(
    t,
    `SELECT r.id, r.slug FROM regions r JOIN region_users ru ON ru.region_id = r.id WHERE ru.user_id = $1`,
    [userId.region],
  );
  const regionEvent = await one<{ id: number }>(
    t,
    `SELECT e.id FROM events e JOIN regions r ON r.channel_id = e.channel_id WHERE r.id = $1 ORDER BY e.id LIMIT 1`,
    [region.id],
  );

  // The demo material of the region's channel, and a second one (same file) for the delete call.
  const material = await one<{ id: number; file_id: number; channel_id: number }>(
    t,
    `SELECT m.id, m.file_id, m.channel_id FROM materials m JOIN regions r ON r.channel_id = m.channel_id WHERE r.id = $1 ORDER BY m.id LIMIT 1`,
    [region.id],
  );
  const doomedMaterial = await one<{ id: number }>(t, `INSERT INTO materials (channel_id, file_id, title) VALUES ($1, $2, 'Zu löschen') RETURNING id`, [
    material.channel_id,
    material.file_id,
  ]);

  const trainee = await one<{ id: number }>(t, `SELECT id FROM trainees WHERE user_id = $1`, [userId.trainee]);
  const trainee2 = await one<{ id: number }>(t, `SELECT id FROM trainees WHERE user_id = $1`, [userId.trainee2]);
  await ok(
    await t.request({ method: 'POST', url: `/api/interests/${trainee.id}`, token: token.trainee, payload: { latitude: 48.57, longitude: 13.46 } }),
    'interest',
  );
  const interest = await one<{ id: number }>(t, `SELECT id FROM trainee_interests WHERE trainee_id = $1`, [trainee.id]);
  const otherJob = await buildJob(t, huber.id, { name: 'Bewertet' });
  const rating = await ok(
    await t.request({ method: 'POST', url: '/api/v2/jobs/ratings', token: token.trainee, payload: { job_id: otherJob.id, rating: 100 } }),
    'rating',
  );
  const pdf = { file: { bytes: testPdf(), name: 'lebenslauf.pdf', type: 'application/pdf' } };
  const file = await upload(t, token.trainee, '/api/file', pdf);
  const deleteFile = await upload(t, token.trainee, '/api/file', pdf);
  const traineeImage = await upload(t, token.trainee, '/api/images', {
    image: { bytes: await testPng(), name: 'ich.png', type: 'image/png' },
    public: 'false',
  });
  const interestText = 'Bewerbungstext, den nur der Betrieb lesen darf.';
  await ok(
    await t.request({
      method: 'POST',
      url: '/api/job_interests',
      token: token.trainee,
      payload: { job_id: job.id, message: interestText, file_ids: [file.id] },
    }),
    'job interest',
  );
  const msg = await ok(
    await t.request({
      method: 'POST',
      url: '/api/chat/messages',
      token: token.trainee,
      payload: { receiver_id: userId.business, body: 'Hallo, ich interessiere mich für die Ausbildung.' },
    }),
    'chat message',
  );
  const rev = await ok(
    await t.request({
      method: 'POST',
      url: '/api/v2/reviews',
      token: token.trainee,
      payload: { type: 'business', business_id: b2.id, rating: 5, message: 'Geheime Meinung zum Betrieb.' },
    }),
    'review',
  );

  // A data export of the trainee (its archive is built by the job queue, off in tests: the owner gets 404 "pending").
  const exportToken = `zugriffstest-${Date.now().toString(36)}`;
  await t.db.query(`INSERT INTO data_exports (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '7 days')`, [
    userId.trainee,
    sha256(exportToken),
  ]);

  const videos = await buildVideoFixtures(t, huber.id, material.channel_id);
  const b2Job = (await buildJob(t, b2.id, { name: 'Stelle des zweiten Betriebs' })).id;
  return {
    png: await testPng(),
    token,
    userId,
    email,
    password: Object.fromEntries([...DEMO_ROLES.map((r) => [r, DEMO_PASSWORD]), ...OTHER_ROLES.map((r) => [r, PASSWORD])]) as Record<Role, string>,
    business: {
      id: huber.id,
      slug: 'baeckerei-huber',
      siteId: site.id,
      jobId: job.id,
      jobSlug: job.slug,
      draftJobSlug: draft.slug,
      draftJobId: draft.id,
      deleteJobSlugs: doomed.map((j) => j.slug),
      contactPersonId: contact.data.id as number,
      jobListId: list.data.id as number,
      themeId: theme.data.id as number,
      colleagueId: colleague.id,
      imageId: businessImage.id as number,
      pendingReviewId: review.id,
      postSlug,
      postTitle,
      deletePostSlug,
    },
    business2: {
      id: b2.id,
      slug: b2.slug,
      siteId: (await one<{ id: number }>(t, `SELECT id FROM business_sites WHERE business_id = $1`, [b2.id])).id,
      jobId: b2Job,
    },
    school: { id: school.id, slug: school.slug, colleagueId: schoolColleague.id },
    region: {
      ...region,
      eventId: regionEvent.id,
      channelId: material.channel_id,
      materialId: material.id,
      materialFileId: material.file_id,
      deleteMaterialId: doomedMaterial.id,
    },
    trainee: {
      id: trainee.id,
      interestId: interest.id,
      ratingId: rating.data.id as number,
      ratedJobSlug: otherJob.slug,
      fileId: file.id as number,
      fileUuid: file.uuid as string,
      deleteFileId: deleteFile.id as number,
      imageId: traineeImage.id as number,
      imageUid: traineeImage.uid as string,
      conversationId: msg.data.conversation_id as number,
      messageId: msg.data.id as number,
      reviewId: rev.data.id as number,
      reviewText: 'Geheime Meinung zum Betrieb.',
      interestText,
      exportToken,
    },
    trainee2: { id: trainee2.id },
    alerts: await buildAlertFixtures(t, userId.trainee),
    videos,
    einblick: await buildEinblickFixtures(t, huber.id, videos.linkId),
    livestream: await buildLivestreamFixtures(t, token.trainee, userId.trainee),
    apiKeys: await buildApiKeyFixtures(t, huber.id, userId.business),
    store: await buildStoreFixtures(t, huber.id, { business: token.business, admin: token.admin }),
    reportId: (
      await one<{ id: number }>(t, `INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES ($1, 'job', $2, 'fake') RETURNING id`, [
        userId.trainee,
        b2Job,
      ])
    ).id,
    demo: {
      surveyId: (await one<{ id: number }>(t, `SELECT id FROM surveys WHERE name = 'demo-zufriedenheit'`)).id,
      oabatChannelId: (await one<{ id: number }>(t, `SELECT id FROM channels WHERE slug = 'oabat'`)).id,
    },
    businessOf: { business: huber.id, business2: b2.id },
    schoolOf: { school: school.id, school2: school2.id },
  };
}
