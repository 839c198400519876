// Rules of events: everybody reads them (they are announcements); only the channel's region or school creates
// and edits them, the admin on any channel (02 §6 editEvents). Businesses and trainees get 403, guests 401.
// A new event tells the channel's member businesses through the chat action eventCreated.
import { canManageEvents, isAdmin } from '@oabat/domain/rights';
import { EVENT_MAX_DAYS, type TEvent, type TEventFields, type TEventQuery, type TEventUpdate } from '@oabat/domain/events';
import { slugify } from '@oabat/domain/locations';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { findImage, publicImagesById } from '../media/media.usecases.ts';
import { sanitizePostBody } from '../posts/posts.sanitize.ts';
import { sendActionMessage } from '../chat/chat.actions.ts';
import { stripHtml } from '@oabat/domain/validation';
import type { EventDeps } from './events.deps.ts';
import * as repo from './events.repository.ts';
import { INT32_MAX } from '@oabat/domain/common';

/** The queue that tells a channel's member businesses about a new event (one chat action per user). */
export const NOTIFY_MEMBERS_JOB = 'events.notify-members';
export interface NotifyMembersJob {
  event_id: number;
  from_user_id: number;
}
const eventNotFound = () => notFound('events.not_found', 'Diese Veranstaltung gibt es nicht (mehr).');

async function present(d: EventDeps, viewer: SessionUser | null, rows: repo.EventRow[]): Promise<TEvent[]> {
  const covers = await publicImagesById(
    d.media,
    rows.map((r) => r.cover_image_id),
  );
  return Promise.all(
    rows.map(async (r) => {
      return {
        id: r.id,
        slug: r.slug,
        title: r.title,
        description: r.description,
        start_at: r.start_at.toISOString(),
        end_at: r.end_at.toISOString(),
        location_name: r.location_name,
        street: r.street,
        postal_code: r.postal_code,
        city: r.city,
        online_url: r.online_url,
        cover_image: (r.cover_image_id && covers.get(r.cover_image_id)) || null,
        channel: { slug: r.channel_slug, name: r.channel_name },
        organiser: r.organiser_type && r.organiser_slug && r.organiser_name ? { type: r.organiser_type, slug: r.organiser_slug, name: r.organiser_name } : null,
        can_edit: canManageEvents(viewer, r.channel_slug),
      };
    }),
  );
}

export async function listEvents(d: EventDeps, viewer: SessionUser | null, f: TEventQuery) {
  const rows = await repo.listEvents(d.db, { channelSlug: f.channel, when: f.when, limit: f.limit });
  return { data: await present(d, viewer, rows) };
}

async function findRow(d: EventDeps, ref: string) {
  const row = /^\d+$/.test(ref) ? (Number(ref) <= INT32_MAX ? await repo.findEventById(d.db, Number(ref)) : undefined) : await repo.findEventBySlug(d.db, ref);
  if (!row) throw eventNotFound();
  return row;
}

export async function getEvent(d: EventDeps, viewer: SessionUser | null, ref: string) {
  return (await present(d, viewer, [await findRow(d, ref)]))[0]!;
}

/** A cover must be a public image the writer uploaded (or the event's current one): never someone else's picture. */
async function checkCover(q: Queryable, viewer: SessionUser, imageId: number | null | undefined, current: number | null) {
  if (imageId === undefined || imageId === null || imageId === current) return;
  const img = await findImage(q, imageId);
  if (!img || (img.user_id !== viewer.id && !isAdmin(viewer))) throw invalid('cover_image_id', 'Bitte lade das Titelbild selbst hoch.');
  if (img.is_private) throw invalid('cover_image_id', 'Das Titelbild muss öffentlich sein.');
}

function cleanDescription(html: string) {
  const clean = sanitizePostBody(html);
  if (!stripHtml(clean)) throw invalid('description', 'Bitte beschreib die Veranstaltung.');
  return clean;
}

export async function createEvent(d: EventDeps, viewer: SessionUser | null, input: TEventFields) {
  requireViewer(viewer);
  if (!canManageEvents(viewer, input.channel)) {
    throw forbidden('Veranstaltungen legen nur die Region oder Schule des Channels und die Redaktion an.');
  }
  const created = await d.db.tx(async (q) => {
    const channel = await repo.findChannel(q, input.channel);
    if (!channel) throw invalid('channel', 'Diesen Channel gibt es nicht.');
    await checkCover(q, viewer, input.cover_image_id, null);
    const row = await repo.insertEvent(
      q,
      channel.id,
      {
        title: input.title,
        description: cleanDescription(input.description),
        start_at: input.start_at,
        end_at: input.end_at,
        location_name: input.location_name ?? null,
        street: input.street ?? null,
        postal_code: input.postal_code ?? null,
        city: input.city ?? null,
        online_url: input.online_url ?? null,
        cover_image_id: input.cover_image_id ?? null,
      },
      viewer.id,
      slugify(input.title).slice(0, 80),
    );
    return { ...row, channelId: channel.id };
  });
  // Members are told from the job queue: a channel may have many businesses, the request does not wait for them.
  try {
    await d.jobs.send<NotifyMembersJob>(NOTIFY_MEMBERS_JOB, { event_id: created.id, from_user_id: viewer.id });
  } catch (err) {
    d.log.error({ err, event: created.slug }, 'event notice not queued');
  }
  return getEvent(d, viewer, String(created.id));
}

export async function updateEvent(d: EventDeps, viewer: SessionUser | null, ref: string, input: TEventUpdate) {
  requireViewer(viewer);
  const row = await findRow(d, ref);
  if (!canManageEvents(viewer, row.channel_slug)) throw forbidden('Diese Veranstaltung bearbeitet nur die Region oder Schule ihres Channels.');
  const next: repo.EventWrite = {
    title: input.title ?? row.title,
    description: input.description !== undefined ? cleanDescription(input.description) : row.description,
    start_at: input.start_at ?? row.start_at.toISOString(),
    end_at: input.end_at ?? row.end_at.toISOString(),
    location_name: input.location_name !== undefined ? input.location_name : row.location_name,
    street: input.street !== undefined ? input.street : row.street,
    postal_code: input.postal_code !== undefined ? input.postal_code : row.postal_code,
    city: input.city !== undefined ? input.city : row.city,
    online_url: input.online_url !== undefined ? input.online_url : row.online_url,
    cover_image_id: input.cover_image_id !== undefined ? input.cover_image_id : row.cover_image_id,
  };
  // The merged event must still hold: the end after the start, a place or a link.
  const span = new Date(next.end_at).getTime() - new Date(next.start_at).getTime();
  if (span < 0) throw invalid('end_at', 'Das Ende darf nicht vor dem Beginn liegen.');
  if (span > EVENT_MAX_DAYS * 86_400_000) throw invalid('end_at', `Eine Veranstaltung dauert höchstens ${EVENT_MAX_DAYS} Tage.`);
  if (!next.city && !next.online_url) throw invalid('city', 'Bitte gib einen Ort oder einen Online-Link an.');
  await d.db.tx(async (q) => {
    await checkCover(q, viewer, input.cover_image_id, row.cover_image_id);
    await repo.updateEvent(q, row.id, next);
  });
  return getEvent(d, viewer, String(row.id));
}

/** eventCreated to every user of the channel's member businesses (the job's worker); the event stays either way. */
export async function notifyMembers(d: EventDeps, job: NotifyMembersJob) {
  const row = await repo.findEventById(d.db, job.event_id);
  if (!row) return;
  const event = (await present(d, null, [row]))[0]!;
  const fromUserId = job.from_user_id;
  try {
    for (const userId of await repo.memberUserIds(d.db, row.channel_id)) {
      if (userId === fromUserId) continue;
      await sendActionMessage(
        { db: d.db, realtime: d.realtime, specialAccounts: d.accounts },
        {
          fromUserId,
          toUserId: userId,
          action: 'eventCreated',
          params: { event_id: event.id, event_slug: event.slug, title: event.title, start_at: event.start_at, channel: event.channel.slug },
        },
      );
    }
  } catch (err) {
    // Not retried: a retry would send the members who already got it a second copy.
    d.log.error({ err, event: event.slug }, 'event notice failed');
  }
}
