// Rules of livestreams: everybody reads them (a secure stream's video only after its password); only the
// admin creates and edits them and assigns channels; the stream's moderators are the admin and the users
// the admin names. The stream page gets slots, channels, polls and the latest messages in one answer.
import { isAdmin, canAdminPolls } from '@oabat/domain/rights';
import {
  LIVESTREAM_EVENTS,
  LIVESTREAM_MESSAGES_SHOWN,
  type TLivestream,
  type TLivestreamFields,
  type TLivestreamUpdate,
  type TSlotInput,
} from '@oabat/domain/livestreams';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import * as repo from './livestreams.repository.ts';
import * as chatRepo from './livestream-chat.repository.ts';
import { sentViewers } from './livestream-viewers.repository.ts';
import { presentPolls, voterKey } from './livestream-polls.usecases.ts';
import { findStream, isStreamAdmin, keyMatches, presentMessage, streamKey } from './livestream-access.ts';
import { ingestView } from './livestream-ingest.usecases.ts';
import { chatDelay, hlsUrl } from './livestream-chat-delay.usecases.ts';

const iso = (d: Date) => d.toISOString();
const REPLAY_MESSAGES_MAX = 5000;

async function present(
  d: LivestreamDeps,
  viewer: SessionUser | null,
  rows: repo.LivestreamRow[],
  o: { full: boolean; key?: string; chatUserId?: string },
): Promise<TLivestream[]> {
  const ids = rows.map((r) => r.id);
  const [slots, channels, viewers] = await Promise.all([repo.slotsOf(d.db, ids), repo.channelsOf(d.db, ids), sentViewers(d.db, ids)]);
  const polls = o.full ? await presentPolls(d, viewer, ids, voterKey(viewer, o.chatUserId)) : [];
  const out: TLivestream[] = [];
  for (const r of rows) {
    const admin = await isStreamAdmin(d, viewer, r.id);
    const verified = !r.is_secure || admin || keyMatches(r, o.key);
    const seer = { moderator: admin, userId: viewer?.id ?? null };
    const chatVisible = r.is_chat_public || !!viewer;
    // A replay (not live, with a recording) gets the whole chat, which the page shows in time with the video.
    const replay = !r.is_live && !!r.replay_url;
    const messages =
      o.full && verified && chatVisible
        ? (replay
            ? await chatRepo.allMessages(d.db, r.id, REPLAY_MESSAGES_MAX)
            : await chatRepo.recentMessages(d.db, r.id, LIVESTREAM_MESSAGES_SHOWN, admin ? 0 : chatDelay(d, r), seer)
          ).map((m) => presentMessage(m, seer))
        : [];
    const pinned = o.full && verified && chatVisible ? await chatRepo.pinnedMessage(d.db, r.id) : null;
    // Going live from the platform (issue #38): with ingest on, a stream without its own address plays the HLS that
    // nginx writes; the platform's own video files of a protected stream carry the key (hls.js sends it along).
    const videoUrl = r.video_url ?? (d.ingest?.enabled ? hlsUrl(r.id) : null);
    const own = (u: string | null) => (u && r.is_secure && /^\/(hls|media\/livestreams)\/\d+\//.test(u) ? `${u}?key=${streamKey(r)}` : u);
    const ingest = o.full && d.ingest ? await ingestView(d, viewer, r.id, d.ingest) : undefined;
    out.push({
      id: r.id,
      title: r.title,
      description: r.description,
      planned_start: iso(r.planned_start),
      planned_end: iso(r.planned_end),
      is_live: r.is_live,
      is_secure: r.is_secure,
      account_only_vote: r.account_only_vote,
      thumbnail_url: r.thumbnail_url,
      video_url: verified ? own(videoUrl) : null,
      replay_url: verified ? own(r.replay_url) : null,
      viewers: viewers.get(r.id) ?? 0,
      message_threshold: r.message_threshold,
      chat_delay: chatDelay(d, r),
      self_message_threshold: r.self_message_threshold,
      is_chat_public: r.is_chat_public,
      lower_bound: r.lower_bound,
      like_count: r.like_count,
      job_fair_id: r.job_fair_id,
      channels: channels.filter((c) => c.livestream_id === r.id).map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
      slots: slots
        .filter((s) => s.livestream_id === r.id)
        .map((s) => ({
          id: s.id,
          business: { id: s.business_id, slug: s.business_slug, name: s.business_name },
          starts_at: iso(s.starts_at),
          ends_at: iso(s.ends_at),
          title: s.title,
        })),
      polls: verified ? polls.filter((p) => p.livestream_id === r.id) : [],
      messages,
      pinned: pinned ? presentMessage(pinned, seer) : null,
      is_admin: admin,
      can_admin_polls: isAdmin(viewer) || canAdminPolls(viewer),
      verified,
      ...(isAdmin(viewer) && o.full ? { moderator_emails: await repo.moderatorEmails(d.db, r.id) } : {}),
      ...(ingest ? { ingest } : {}),
    });
  }
  return out;
}

export async function listLivestreams(d: LivestreamDeps, viewer: SessionUser | null, f: { job_fair_id?: number; when: 'upcoming' | 'all' }) {
  const rows = await repo.listLivestreams(d.db, { jobFairId: f.job_fair_id, upcoming: f.when === 'upcoming' });
  return present(d, viewer, rows, { full: false });
}

export async function getLivestream(d: LivestreamDeps, viewer: SessionUser | null, id: number, o: { key?: string; chatUserId?: string } = {}) {
  return (await present(d, viewer, [await findStream(d.db, id)], { full: true, ...o }))[0]!;
}

async function resolveSlots(q: Queryable, slots: TSlotInput[]) {
  const businesses = await repo.findBusinessesBySlug(q, [...new Set(slots.map((s) => s.business_slug))]);
  return slots.map((s, i) => {
    const b = businesses.find((x) => x.slug === s.business_slug);
    if (!b) throw invalid(`slots.${i}.business_slug`, `Den Betrieb „${s.business_slug}“ gibt es nicht.`);
    return { business_id: b.id, starts_at: s.starts_at, ends_at: s.ends_at, title: s.title };
  });
}

async function resolveModerators(q: Queryable, emails: string[]) {
  const users = await repo.usersByEmail(q, emails);
  const missing = emails.find((e) => !users.some((u) => u.email.toLowerCase() === e.toLowerCase()));
  if (missing) throw invalid('moderator_emails', `Unter ${missing} gibt es kein Konto.`);
  return users.map((u) => u.id);
}

function requireAdmin(viewer: SessionUser | null): asserts viewer is SessionUser {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden('Livestreams verwaltet die Redaktion.');
}

async function passwordHash(isSecure: boolean, password: string | undefined, current: string | null) {
  if (!isSecure) return current;
  if (password) return hashPassword(password);
  if (!current) throw invalid('password', 'Bitte gib ein Passwort für den geschützten Livestream an.');
  return current;
}

export async function createLivestream(d: LivestreamDeps, viewer: SessionUser | null, input: TLivestreamFields) {
  requireAdmin(viewer);
  const hash = await passwordHash(input.is_secure, input.password, null);
  const id = await d.db.tx(async (q) => {
    const slots = await resolveSlots(q, input.slots);
    const moderators = await resolveModerators(q, input.moderator_emails);
    await checkJobFair(q, input.job_fair_id);
    const id = await repo.insertLivestream(q, {
      ...input,
      password_hash: hash,
      thumbnail_url: input.thumbnail_url ?? null,
      video_url: input.video_url ?? null,
      replay_url: input.replay_url ?? null,
      lower_bound: input.lower_bound ?? null,
      job_fair_id: input.job_fair_id ?? null,
    });
    await repo.replaceSlots(q, id, slots);
    await repo.replaceModerators(q, id, moderators);
    return id;
  });
  return getLivestream(d, viewer, id);
}

/** A stream may name only a fair that exists (a field message, not the database's refusal). */
async function checkJobFair(q: Queryable, fairId: number | null | undefined) {
  if (fairId != null && !(await repo.jobFairExists(q, fairId))) throw invalid('job_fair_id', 'Diese Messe gibt es nicht.');
}

export async function updateLivestream(d: LivestreamDeps, viewer: SessionUser | null, id: number, input: TLivestreamUpdate) {
  requireAdmin(viewer);
  const row = await findStream(d.db, id);
  const pick = <K extends Exclude<keyof repo.LivestreamWrite, 'planned_start' | 'planned_end'>>(
    k: K,
    v: repo.LivestreamWrite[K] | undefined,
  ): repo.LivestreamWrite[K] => (v === undefined ? (row[k] as unknown as repo.LivestreamWrite[K]) : v);
  const next: repo.LivestreamWrite = {
    title: pick('title', input.title),
    description: pick('description', input.description),
    planned_start: input.planned_start ?? iso(row.planned_start),
    planned_end: input.planned_end ?? iso(row.planned_end),
    is_live: pick('is_live', input.is_live),
    is_secure: pick('is_secure', input.is_secure),
    password_hash: null,
    account_only_vote: pick('account_only_vote', input.account_only_vote),
    thumbnail_url: pick('thumbnail_url', input.thumbnail_url),
    video_url: pick('video_url', input.video_url),
    replay_url: pick('replay_url', input.replay_url),
    message_threshold: pick('message_threshold', input.message_threshold),
    self_message_threshold: pick('self_message_threshold', input.self_message_threshold),
    is_chat_public: pick('is_chat_public', input.is_chat_public),
    lower_bound: pick('lower_bound', input.lower_bound),
    job_fair_id: pick('job_fair_id', input.job_fair_id),
  };
  if (new Date(next.planned_end) < new Date(next.planned_start)) throw invalid('planned_end', 'Das Ende darf nicht vor dem Beginn liegen.');
  next.password_hash = await passwordHash(next.is_secure, input.password, row.password_hash);
  await checkJobFair(d.db, input.job_fair_id);
  await d.db.tx(async (q) => {
    if (input.slots) await repo.replaceSlots(q, id, await resolveSlots(q, input.slots));
    if (input.moderator_emails) await repo.replaceModerators(q, id, await resolveModerators(q, input.moderator_emails));
    await repo.updateLivestream(q, id, next);
  });
  await broadcastStream(d, id);
  // A new password (or protection switched on) ends the old proofs: the room is joined again with the new key.
  if (next.is_secure && (!row.is_secure || next.password_hash !== row.password_hash)) d.hub.evict(id, await repo.moderatorIds(d.db, id, d.accounts.adminEmail));
  if (next.lower_bound !== row.lower_bound) d.hub.emit(id, LIVESTREAM_EVENTS.lowerBound, { livestream_id: id, lower_bound: next.lower_bound });
  return getLivestream(d, viewer, id);
}

/** Sends viewers the stream's public state (no messages, no moderators; a protected stream's video stays out): the page merges it. */
export async function broadcastStream(d: LivestreamDeps, id: number) {
  const fresh = await getLivestream(d, null, id);
  const { messages: _m, pinned: _pin, polls: _p, is_admin: _a, can_admin_polls: _c, verified: _v, video_url, replay_url, ...pub } = fresh;
  d.hub.emit(id, LIVESTREAM_EVENTS.livestreamUpdated, { livestream_id: id, ...pub, ...(fresh.is_secure ? {} : { video_url, replay_url }) });
}

export async function setChannel(d: LivestreamDeps, viewer: SessionUser | null, id: number, channelId: number, active: boolean) {
  requireAdmin(viewer);
  await findStream(d.db, id);
  if (!(await repo.channelExists(d.db, channelId))) throw notFound('channels.not_found', 'Diesen Channel gibt es nicht.');
  await repo.setChannel(d.db, id, channelId, active);
  return getLivestream(d, viewer, id);
}

/**
 * The password of a secure stream: answers the key the page sends with later requests (422 when wrong). An open
 * stream hands out no key (`null`): a key got there would otherwise still count once protection is switched on.
 */
export async function verifyStream(d: LivestreamDeps, viewer: SessionUser | null, id: number, password: string) {
  const row = await findStream(d.db, id);
  if (!row.is_secure) return { key: null, livestream: await getLivestream(d, viewer, id) };
  if (!(await verifyPassword(row.password_hash, password))) throw invalid('password', 'Das Passwort stimmt nicht.');
  return { key: streamKey(row), livestream: await getLivestream(d, viewer, id, { key: streamKey(row) }) };
}

/** The uploaded schedule replaces the stream's slots (admin only; every business must exist). */
export async function replaceSchedule(d: LivestreamDeps, viewer: SessionUser | null, id: number, slots: TSlotInput[]) {
  requireAdmin(viewer);
  await findStream(d.db, id);
  await d.db.tx(async (q) => repo.replaceSlots(q, id, await resolveSlots(q, slots)));
  const fresh = await getLivestream(d, viewer, id);
  d.hub.emit(id, LIVESTREAM_EVENTS.livestreamUpdated, { livestream_id: id, slots: fresh.slots });
  return fresh;
}

export const ensureAdmin = (viewer: SessionUser | null) => requireAdmin(viewer);
