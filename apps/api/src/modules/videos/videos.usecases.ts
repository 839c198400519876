// Rules of videos: rendered videos are public; uploads still on their way only for their owner's organisation and
// the admin. The owner edits and deletes (deleting cancels a running upload and removes every file); on a channel
// the owner places its own video where it belongs, the channel's region or school sorts and removes them.
import crypto from 'node:crypto';
import { canEditVideo, canManageChannelVideos, isAdmin, videoOwnerOf } from '@oabat/domain/rights';
import {
  VIDEO_MESSAGES,
  VIDEO_UPLOAD_PATH,
  embedUrlOf,
  isVideoUid,
  vimeoIdOf,
  type TVideo,
  type TVideoInput,
  type TVideoQuery,
  type TVideoUpdate,
} from '@oabat/domain/videos';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.ts';
import * as repo from './videos.repository.ts';
import type { VideoDeps } from './videos.deps.ts';

const videoNotFound = () => notFound('videos.not_found', 'Dieses Video gibt es nicht (mehr).');
const ownerRef = (r: repo.VideoRow) => ({ type: r.owner_type, id: r.owner_id });
const mayEdit = (viewer: SessionUser | null, r: repo.VideoRow) => canEditVideo(viewer, ownerRef(r)) || isAdmin(viewer);
const maySee = (viewer: SessionUser | null, r: repo.VideoRow) => r.state === 'ready' || mayEdit(viewer, r);

/** Where a rendered file is served (public: rendered videos are shown on public pages). */
export const videoFileUrl = (uid: string, file: 'video.mp4' | 'thumbnail.jpg') => `/media/videos/${uid}/${file}`;

export function present(d: VideoDeps, viewer: SessionUser | null, r: repo.VideoRow): TVideo {
  const own = mayEdit(viewer, r);
  return {
    id: r.id,
    uid: r.uid,
    title: r.title,
    description: r.description,
    type: r.type,
    vimeo_url: r.vimeo_url,
    vimeo_id: r.vimeo_id,
    link: r.link,
    embed_url: embedUrlOf(r.vimeo_url ?? r.link),
    state: r.state,
    is_rendered: r.is_rendered,
    error: own ? r.error : null,
    files:
      r.is_rendered && r.rendition_key ? [{ quality: 'hd', type: 'video/mp4', link: videoFileUrl(r.uid, 'video.mp4'), width: r.width, height: r.height }] : [],
    thumbnail_url: r.thumbnail_key ? videoFileUrl(r.uid, 'thumbnail.jpg') : null,
    duration_seconds: r.duration_seconds,
    owner: { type: r.owner_type, id: r.owner_id, slug: r.owner_slug, name: r.owner_name },
    channels: r.channels,
    upload:
      own && r.source === 'upload' && (r.state === 'pending' || r.state === 'uploading')
        ? { approach: 'tus', upload_link: VIDEO_UPLOAD_PATH, max_bytes: d.maxBytes }
        : null,
    created_at: r.created_at.toISOString(),
    can_edit: own,
  };
}

export async function listVideos(d: VideoDeps, viewer: SessionUser | null, f: TVideoQuery): Promise<{ data: TVideo[]; can_edit: boolean }> {
  if (f.mine === '1') {
    requireViewer(viewer);
    const owner = videoOwnerOf(viewer);
    if (!owner) throw forbidden('Nur Betriebe, Schulen und Regionen haben Videos.');
    const rows = await repo.videosOfOwner(d.db, owner.type, owner.id, false, f.type);
    return { data: rows.map((r) => present(d, viewer, r)), can_edit: true };
  }
  if (f.channel) {
    const channel = await repo.findChannelBySlug(d.db, f.channel);
    if (!channel) return { data: [], can_edit: false };
    const manage = canManageChannelVideos(viewer, channel.slug);
    const rows = await repo.videosOfChannel(d.db, channel.id, true, f.type);
    return { data: rows.map((r) => present(d, viewer, r)), can_edit: manage };
  }
  if (f.owner_type && f.owner) {
    const id = await repo.findOwnerBySlug(d.db, f.owner_type, f.owner);
    if (id === null) return { data: [], can_edit: false };
    const own = canEditVideo(viewer, { type: f.owner_type, id });
    const rows = await repo.videosOfOwner(d.db, f.owner_type, id, !own, f.type);
    return { data: rows.map((r) => present(d, viewer, r)), can_edit: own };
  }
  throw invalid('owner', 'Bitte gib an, wessen Videos du sehen möchtest.');
}

export async function getVideo(d: VideoDeps, viewer: SessionUser | null, id: number): Promise<TVideo> {
  const row = await repo.findVideo(d.db, id);
  if (!row || !maySee(viewer, row)) throw videoNotFound();
  return present(d, viewer, row);
}

export async function createVideo(d: VideoDeps, viewer: SessionUser | null, input: TVideoInput): Promise<TVideo> {
  requireViewer(viewer);
  const owner = videoOwnerOf(viewer);
  if (!owner) throw forbidden('Nur Betriebe, Schulen und Regionen laden Videos hoch.');
  if (input.upload && input.upload.size > d.maxBytes)
    throw new AppError('videos.too_large', 413, VIDEO_MESSAGES.tooLarge(Math.round(d.maxBytes / 1024 / 1024)));
  const isUpload = !!input.upload;
  const id = await repo.insertVideo(
    d.db,
    owner,
    {
      uid: crypto.randomUUID(),
      title: input.title,
      description: input.description,
      type: input.type,
      source: isUpload ? 'upload' : 'link',
      vimeo_url: input.vimeo_url ?? null,
      vimeo_id: input.vimeo_url ? vimeoIdOf(input.vimeo_url) : null,
      link: input.link ?? null,
      // A link needs no rendering: it plays in the host's player.
      state: isUpload ? 'pending' : 'ready',
      is_rendered: !isUpload,
      upload_size: input.upload?.size ?? null,
    },
    viewer.id,
  );
  return getVideo(d, viewer, id);
}

/** A video by its id or its uid (the media viewer's `?media=`). */
export async function getVideoByRef(d: VideoDeps, viewer: SessionUser | null, ref: string): Promise<TVideo> {
  const row = isVideoUid(ref) ? await repo.findVideoByUid(d.db, ref) : await repo.findVideo(d.db, Number(ref));
  if (!row || !maySee(viewer, row)) throw videoNotFound();
  return present(d, viewer, row);
}

async function editable(d: VideoDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const row = await repo.findVideo(d.db, id);
  if (!row || !maySee(viewer, row)) throw videoNotFound();
  if (!mayEdit(viewer, row)) throw forbidden('Dieses Video bearbeitet nur sein Betrieb, seine Schule oder Region.');
  return row;
}

export async function updateVideo(d: VideoDeps, viewer: SessionUser | null, id: number, input: TVideoUpdate): Promise<TVideo> {
  await editable(d, viewer, id);
  await repo.updateVideo(d.db, id, input);
  return getVideo(d, viewer, id);
}

/** Stops a running upload (the tus lock asks the request that holds it to stop) and removes its file. */
export async function cancelUpload(d: VideoDeps, uploadId: string) {
  const lock = d.uploads.locker.newLock(uploadId);
  try {
    await lock.lock(AbortSignal.timeout(10_000), () => {});
  } catch (err) {
    d.log.warn({ err }, 'video upload lock not acquired; removing the file anyway');
  }
  try {
    await d.uploads.store.remove(uploadId);
  } catch {
    /* nothing stored yet, or already gone */
  } finally {
    await lock.unlock().catch(() => {});
  }
}

export async function removeVideoFiles(d: VideoDeps, row: { uid: string; upload_id: string | null }) {
  if (row.upload_id) await cancelUpload(d, row.upload_id);
  await d.media.storage.remove(`videos/${row.uid}`);
}

export async function deleteVideo(d: VideoDeps, viewer: SessionUser | null, id: number) {
  const row = await editable(d, viewer, id);
  // The row first: a render job finishing meanwhile then finds nothing to mark and removes its files itself.
  await repo.deleteVideo(d.db, id);
  await removeVideoFiles(d, row);
}

async function channelCall(d: VideoDeps, viewer: SessionUser | null, id: number, channelId: number) {
  requireViewer(viewer);
  const row = await repo.findVideo(d.db, id);
  if (!row || !maySee(viewer, row)) throw videoNotFound();
  const channel = await repo.findChannel(d.db, channelId);
  if (!channel) throw notFound('channels.not_found', 'Diesen Channel gibt es nicht.');
  const manager = canManageChannelVideos(viewer, channel.slug);
  const owner = canEditVideo(viewer, ownerRef(row));
  return { row, channel, manager, owner };
}

export async function placeOnChannel(d: VideoDeps, viewer: SessionUser | null, id: number, channelId: number, sorting: number, type: string) {
  const { row, channel, manager, owner } = await channelCall(d, viewer, id, channelId);
  if (!manager) {
    if (!owner) throw forbidden('Dieses Video stellt nur sein Betrieb oder der Channel selbst in den Channel.');
    if (!(await repo.isOnChannel(d.db, row.owner_type, row.owner_id, channel.id))) throw forbidden('Du bist nicht Mitglied dieses Channels.');
  } else if (!(await repo.isOnChannel(d.db, row.owner_type, row.owner_id, channel.id)) && !isAdmin(viewer)) {
    // A region or school sorts its members' videos, not anybody's.
    throw forbidden('Dieses Video gehört keinem Mitglied deines Channels.');
  }
  await repo.placeOnChannel(d.db, id, channel.id, sorting, type);
  return getVideo(d, viewer, id);
}

export async function removeFromChannel(d: VideoDeps, viewer: SessionUser | null, id: number, channelId: number) {
  const { channel, manager, owner } = await channelCall(d, viewer, id, channelId);
  if (!manager && !owner) throw forbidden('Dieses Video nimmt nur sein Betrieb oder der Channel selbst aus dem Channel.');
  await repo.removeFromChannel(d.db, id, channel.id);
  return getVideo(d, viewer, id);
}

/** GET /api/videos/channels: the channels of the viewer's organisation (where it may place its videos). */
export async function myChannels(d: VideoDeps, viewer: SessionUser | null) {
  requireViewer(viewer);
  const owner = videoOwnerOf(viewer);
  if (!owner) throw forbidden('Nur Betriebe, Schulen und Regionen sind in Channels.');
  return repo.channelsOf(d.db, owner.type, owner.id);
}
