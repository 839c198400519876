// Saved searches and job alerts: save (a pupil at once, a guest after the confirmation link), list with the new
// matches (the badge), unsubscribe without login, and the alert run on the job queue.
import {
  ALERT_MAIL_MAX_JOBS,
  ALERT_MESSAGES,
  MAX_SAVED_SEARCHES,
  savedSearchLabel,
  savedSearchPath,
  type AlertFrequency,
  type TAlertMatches,
  type TSavedQuery,
  type TSavedSearchInput,
} from '@oabat/domain/alerts';
import { isTrainee } from '@oabat/domain/rights';
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { jobCards } from '../search/index.ts';
import * as repo from './alerts.repository.ts';
import { matchAlerts } from './alerts.match.ts';
import { alertMail, confirmMail } from './alerts.mails.ts';
import { optionalUsesBlocked } from '../parental-consent/parental-consent.usecases.ts';

export interface AlertDeps {
  db: Db;
  config: Config & { publicUrl: string };
  transports: Transports;
}
export const RUN_JOB = 'alerts.run';
/** Days a guest's confirmation link is valid; unconfirmed alerts are dropped after it. */
export const CONFIRM_VALID_DAYS = 7;
/** Alerts matched per round of a run (their rows and candidates in memory at once). */
const ALERTS_PER_ROUND = 5000;
/** A run looks back at most this far (an alert that was not run for long does not mail a month of jobs). */
const LOOKBACK_DAYS = 8;

function storedQuery(input: TSavedSearchInput): TSavedQuery {
  const { email: _email, frequency: _frequency, ...q } = input;
  return q;
}

/** A pupil saves at once; a guest gets the confirmation mail first; other accounts have no job search to keep. */
export async function save(d: AlertDeps, viewer: SessionUser | null, input: TSavedSearchInput, ip: string) {
  if (viewer && !isTrainee(viewer)) throw forbidden('Suchaufträge gibt es für Schülerinnen und Schüler.');
  const query = storedQuery(input);
  const label = savedSearchLabel(query);
  if (viewer) {
    if ((await repo.countOwned(d.db, { userId: viewer.id })) >= MAX_SAVED_SEARCHES) throw new AppError('alerts.too_many', 409, ALERT_MESSAGES.tooMany);
    const id = await repo.insertSavedSearch(d.db, {
      userId: viewer.id,
      email: null,
      confirmTokenHash: null,
      confirmed: true,
      unsubscribeToken: randomToken(),
      frequency: input.frequency,
      label,
      query,
    });
    return { id, confirmed: true, message: ALERT_MESSAGES.saved };
  }
  if (!input.email) throw invalid('email', ALERT_MESSAGES.emailNeeded);
  // A guest's request sends mail to any address: bounded per IP and per address.
  await consume(d.db, [
    { key: `alerts.save:ip:${ip}`, max: 20, windowSeconds: 3600 },
    { key: `alerts.save:mail:${input.email}`, max: 3, windowSeconds: 86_400 },
  ]);
  if ((await repo.countOwned(d.db, { email: input.email })) >= MAX_SAVED_SEARCHES) throw new AppError('alerts.too_many', 409, ALERT_MESSAGES.tooMany);
  const token = randomToken();
  await d.db.tx(async (tx) => {
    await repo.insertSavedSearch(tx, {
      userId: null,
      email: input.email!,
      confirmTokenHash: sha256(token),
      confirmed: false,
      unsubscribeToken: randomToken(),
      frequency: input.frequency,
      label,
      query,
    });
    await d.transports.mail(confirmMail(input.email!, label, d.config.publicUrl, token, CONFIRM_VALID_DAYS), tx);
  });
  return { id: null, confirmed: false, message: ALERT_MESSAGES.confirmSent };
}

export async function confirm(d: AlertDeps, token: string) {
  const row = await repo.confirmByTokenHash(d.db, sha256(token));
  if (!row) throw notFound('alerts.link_invalid', ALERT_MESSAGES.linkInvalid);
  return { message: ALERT_MESSAGES.confirmed };
}

/** One click, no login: the token alone names the alert. Unknown tokens answer 404 (already gone or never there). */
export async function unsubscribe(d: AlertDeps, token: string) {
  const row = await repo.findByUnsubscribeToken(d.db, token);
  if (!row) throw notFound('alerts.link_invalid', ALERT_MESSAGES.linkInvalid);
  await repo.deleteById(d.db, row.id);
  return { label: row.label, message: ALERT_MESSAGES.unsubscribed };
}

export const list = (d: AlertDeps, viewer: SessionUser) => repo.listForUser(d.db, viewer.id);
export const badge = async (d: AlertDeps, viewer: SessionUser) => ({ new_count: await repo.unseenCount(d.db, viewer.id) });

/** The viewer's own alert, or 404 (another person's id tells nothing). */
async function own(d: AlertDeps, viewer: SessionUser, id: number) {
  const row = await repo.findById(d.db, id);
  if (!row || row.user_id !== viewer.id) throw notFound();
  return row;
}

export async function matches(d: AlertDeps, viewer: SessionUser, id: number): Promise<TAlertMatches> {
  await own(d, viewer, id);
  const rows = await repo.matchesOf(d.db, id, 100);
  const cards = await jobCards(
    d.db,
    rows.map((r) => r.job_id),
    {},
    viewer.id,
  );
  const isNew = new Map(rows.map((r) => [r.job_id, r.is_new]));
  const saved = (await repo.listForUser(d.db, viewer.id)).find((s) => s.id === id)!;
  return {
    saved_search: saved,
    jobs: cards.map((c) => ({ ...c, published_at: c.published_at.toISOString(), is_new: isNew.get(c.id) ?? false })),
  };
}

export async function markSeen(d: AlertDeps, viewer: SessionUser, id: number) {
  await own(d, viewer, id);
  await repo.markSeen(d.db, id);
}

export async function update(d: AlertDeps, viewer: SessionUser, id: number, frequency: AlertFrequency) {
  await own(d, viewer, id);
  await repo.updateFrequency(d.db, id, frequency);
}

export async function remove(d: AlertDeps, viewer: SessionUser, id: number) {
  await own(d, viewer, id);
  await repo.deleteById(d.db, id);
}

/**
 * The alert run: every confirmed alert of the frequency (null: all) is matched against the jobs published since its
 * mark, in rounds; the matches are recorded (one row per alert and job) and every alert with unmailed matches gets
 * one mail, written in the same transaction that marks its jobs mailed, so a retried run never mails a job twice.
 */
export async function runAlerts(d: AlertDeps, frequency: AlertFrequency | null, now = new Date()) {
  let afterId = 0;
  let mails = 0;
  let matched = 0;
  for (;;) {
    const alerts = await repo.dueAlerts(d.db, frequency, afterId, ALERTS_PER_ROUND);
    if (!alerts.length) break;
    afterId = alerts.at(-1)!.id;
    const floor = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
    const since = new Date(Math.max(floor.getTime(), Math.min(...alerts.map((a) => a.checked_until.getTime()))));
    const jobs = await repo.freshJobs(d.db, since, now);
    const found = jobs.length ? await matchAlerts(d.db, alerts, jobs) : new Map<number, number[]>();
    const pairs = [...found].flatMap(([alertId, ids]) => ids.map((jobId) => ({ alertId, jobId })));
    matched += pairs.length;
    await d.db.tx((tx) =>
      repo.recordRun(
        tx,
        pairs,
        alerts.map((a) => a.id),
        now,
      ),
    );
    const byId = new Map(alerts.map((a) => [a.id, a]));
    for (const { id } of await repo.alertsWithUnmailed(
      d.db,
      alerts.map((a) => a.id),
    )) {
      if (await mailAlert(d, byId.get(id)!)) mails += 1;
    }
  }
  await repo.dropUnconfirmed(d.db, CONFIRM_VALID_DAYS);
  return { mails, matched };
}

async function mailAlert(d: AlertDeps, alert: repo.SavedSearchRow): Promise<boolean> {
  return d.db.tx(async (tx) => {
    const { send, all } = await repo.takeUnmailed(tx, alert);
    if (!all.length) return false;
    await repo.markMailed(tx, alert.id, all);
    if (!send.length) return false;
    const to = alert.user_id ? await repo.userMail(tx, alert.user_id) : { email: alert.email, firstname: null };
    if (!to?.email) return false; // an erased account: nothing to send to
    // Alert mails count as recommendations (issue #19): none to a pupil under 16 without the parents' consent;
    // the matches still show in the app (badge), and they are marked mailed so the consent does not flood later.
    if (alert.user_id && (await optionalUsesBlocked(tx, { id: alert.user_id }))) return false;
    const shown = send.slice(0, ALERT_MAIL_MAX_JOBS);
    const cards = await jobCards(tx, shown, {}, null);
    await d.transports.mail(
      alertMail({
        to: to.email,
        firstname: to.firstname,
        label: alert.label,
        frequency: alert.frequency,
        jobs: cards,
        more: send.length - shown.length,
        baseUrl: d.config.publicUrl,
        searchUrl: `${d.config.publicUrl}${savedSearchPath(alert.query)}`,
        unsubscribeToken: alert.unsubscribe_token,
      }),
      tx,
    );
    return true;
  });
}
