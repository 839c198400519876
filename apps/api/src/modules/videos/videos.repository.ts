// SQL of videos: rows with their owner and channels, lists by owner or channel, upload and render states.
import type { VideoOwnerType, VideoState, VideoType } from '@oabat/domain/videos';
import type { Queryable } from '../../db.ts';

export interface VideoRow {
  id: number;
  uid: string;
  owner_type: VideoOwnerType;
  owner_id: number;
  owner_slug: string;
  owner_name: string;
  created_by: number | null;
  title: string;
  description: string;
  type: VideoType;
  source: 'upload' | 'link';
  vimeo_url: string | null;
  vimeo_id: string | null;
  link: string | null;
  state: VideoState;
  upload_id: string | null;
  upload_size: string | null;
  error: string | null;
  is_rendered: boolean;
  rendition_key: string | null;
  thumbnail_key: string | null;
  storage: string | null;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  created_at: Date;
  channels: { id: number; slug: string; name: string; sorting: number; type: string }[];
}

const ownerColumn = { business: 'business_id', school: 'school_id', region: 'region_id' } as const;

const SELECT = `
  v.id, v.uid, v.owner_type, COALESCE(b.id, s.id, r.id) AS owner_id, COALESCE(b.slug, s.slug, r.slug) AS owner_slug,
  COALESCE(b.name, s.name, r.name) AS owner_name, v.created_by, v.title, v.description, v.type, v.source, v.vimeo_url, v.vimeo_id,
  v.link, v.state, v.upload_id, v.upload_size::text AS upload_size, v.error, v.is_rendered, v.rendition_key, v.thumbnail_key,
  v.storage, v.duration_seconds, v.width, v.height, v.created_at,
  COALESCE((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'sorting', vc.sorting, 'type', vc.type)
              ORDER BY c.name) FROM video_channels vc JOIN channels c ON c.id = vc.channel_id WHERE vc.video_id = v.id), '[]'::json) AS channels
  FROM videos v
  LEFT JOIN businesses b ON b.id = v.business_id
  LEFT JOIN schools s ON s.id = v.school_id
  LEFT JOIN regions r ON r.id = v.region_id`;

export const findVideo = (q: Queryable, id: number) => q.one<VideoRow>(`SELECT ${SELECT} WHERE v.id = $1`, [id]);
export const findVideoByUid = (q: Queryable, uid: string) => q.one<VideoRow>(`SELECT ${SELECT} WHERE v.uid = $1`, [uid]);
export const findVideoByUpload = (q: Queryable, uploadId: string) => q.one<VideoRow>(`SELECT ${SELECT} WHERE v.upload_id = $1`, [uploadId]);

/** An owner's videos, newest first; `onlyReady` hides uploads that are not rendered yet (for everybody but the owner). */
export const videosOfOwner = (q: Queryable, type: VideoOwnerType, id: number, onlyReady: boolean, videoType?: VideoType) =>
  q.query<VideoRow>(
    `SELECT ${SELECT} WHERE v.${ownerColumn[type]} = $1 AND ($2::boolean = false OR v.state = 'ready') AND ($3::text IS NULL OR v.type = $3)
      ORDER BY v.created_at DESC, v.id DESC LIMIT 200`,
    [id, onlyReady, videoType ?? null],
  );

/** A channel's videos in the channel's order (smaller sorting first, then newest). */
export const videosOfChannel = (q: Queryable, channelId: number, onlyReady: boolean, videoType?: VideoType) =>
  q.query<VideoRow>(
    `SELECT ${SELECT} JOIN video_channels vco ON vco.video_id = v.id AND vco.channel_id = $1
      WHERE ($2::boolean = false OR v.state = 'ready') AND ($3::text IS NULL OR v.type = $3)
      ORDER BY vco.sorting, v.created_at DESC, v.id DESC LIMIT 200`,
    [channelId, onlyReady, videoType ?? null],
  );

export async function findOwnerBySlug(q: Queryable, type: VideoOwnerType, slug: string): Promise<number | null> {
  const table = { business: 'businesses', school: 'schools', region: 'regions' }[type];
  return (await q.one<{ id: number }>(`SELECT id FROM ${table} WHERE slug = $1`, [slug]))?.id ?? null;
}

export const findChannel = (q: Queryable, id: number) =>
  q.one<{ id: number; slug: string; name: string }>(`SELECT id, slug, name FROM channels WHERE id = $1`, [id]);
export const findChannelBySlug = (q: Queryable, slug: string) =>
  q.one<{ id: number; slug: string; name: string }>(`SELECT id, slug, name FROM channels WHERE slug = $1`, [slug]);

/** Whether an organisation belongs to a channel: a business as member, a school or region as the channel's own. */
export async function isOnChannel(q: Queryable, type: VideoOwnerType, id: number, channelId: number): Promise<boolean> {
  const sql = {
    business: `SELECT 1 FROM business_channels WHERE business_id = $1 AND channel_id = $2`,
    school: `SELECT 1 FROM schools WHERE id = $1 AND channel_id = $2`,
    region: `SELECT 1 FROM regions WHERE id = $1 AND channel_id = $2`,
  }[type];
  return !!(await q.one(sql, [id, channelId]));
}

export interface VideoWrite {
  uid: string;
  title: string;
  description: string;
  type: VideoType;
  source: 'upload' | 'link';
  vimeo_url: string | null;
  vimeo_id: string | null;
  link: string | null;
  state: VideoState;
  is_rendered: boolean;
  upload_size: number | null;
}

export async function insertVideo(q: Queryable, owner: { type: VideoOwnerType; id: number }, w: VideoWrite, by: number | null): Promise<number> {
  return (await q.one<{ id: number }>(
    `INSERT INTO videos (uid, owner_type, ${ownerColumn[owner.type]}, created_by, title, description, type, source, vimeo_url, vimeo_id, link,
       state, is_rendered, upload_size)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [w.uid, owner.type, owner.id, by, w.title, w.description, w.type, w.source, w.vimeo_url, w.vimeo_id, w.link, w.state, w.is_rendered, w.upload_size],
  ))!.id;
}

export const updateVideo = (q: Queryable, id: number, p: { title?: string; description?: string; type?: VideoType }) =>
  q.query(
    `UPDATE videos SET title = COALESCE($2, title), description = COALESCE($3, description), type = COALESCE($4, type), updated_at = now() WHERE id = $1`,
    [id, p.title ?? null, p.description ?? null, p.type ?? null],
  );

/** Links a pending upload to its tus id (once: a second upload for the same video is refused). */
export const startUpload = async (q: Queryable, id: number, uploadId: string) =>
  !!(await q.one(`UPDATE videos SET upload_id = $2, state = 'uploading', error = NULL, updated_at = now() WHERE id = $1 AND state = 'pending' RETURNING id`, [
    id,
    uploadId,
  ]));

/** Videos whose upload started more than `olderThanMs` ago and never finished. */
export const abandonedUploads = (q: Queryable, olderThanMs: number) =>
  q.query<{ id: number; upload_id: string }>(
    `SELECT id, upload_id FROM videos WHERE state = 'uploading' AND upload_id IS NOT NULL
      AND updated_at < now() - make_interval(secs => $1::double precision / 1000) ORDER BY id LIMIT 500`,
    [olderThanMs],
  );

/** The upload is given up, unless it finished meanwhile (the state moved on). */
export const abandonUpload = async (q: Queryable, id: number, uploadId: string, error: string) =>
  !!(await q.one(`UPDATE videos SET state = 'error', error = $3, updated_at = now() WHERE id = $1 AND upload_id = $2 AND state = 'uploading' RETURNING id`, [
    id,
    uploadId,
    error,
  ]));

export const setState = (q: Queryable, id: number, state: VideoState, error: string | null = null) =>
  q.query(`UPDATE videos SET state = $2, error = $3, updated_at = now() WHERE id = $1`, [id, state, error]);

export interface Rendered {
  rendition_key: string;
  thumbnail_key: string;
  storage: string;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
}
/** Marks a processing video rendered; false when it was deleted or changed meanwhile. */
export const markRendered = async (q: Queryable, id: number, r: Rendered) =>
  !!(await q.one(
    `UPDATE videos SET state = 'ready', is_rendered = true, rendition_key = $2, thumbnail_key = $3, storage = $4, duration_seconds = $5, width = $6,
       height = $7, rendered_at = now(), error = NULL, updated_at = now()
     WHERE id = $1 AND state = 'processing' RETURNING id`,
    [id, r.rendition_key, r.thumbnail_key, r.storage, r.duration_seconds, r.width, r.height],
  ));

export const deleteVideo = (q: Queryable, id: number) => q.query(`DELETE FROM videos WHERE id = $1`, [id]);

export const placeOnChannel = (q: Queryable, videoId: number, channelId: number, sorting: number, type: string) =>
  q.query(
    `INSERT INTO video_channels (video_id, channel_id, sorting, type) VALUES ($1, $2, $3, $4)
     ON CONFLICT (video_id, channel_id) DO UPDATE SET sorting = EXCLUDED.sorting, type = EXCLUDED.type`,
    [videoId, channelId, sorting, type],
  );
export const removeFromChannel = (q: Queryable, videoId: number, channelId: number) =>
  q.query(`DELETE FROM video_channels WHERE video_id = $1 AND channel_id = $2`, [videoId, channelId]);

/** Uploads that never finished (tus files to clean), older than `hours`. */
export const staleUploads = (q: Queryable, hours: number) =>
  q.query<{ id: number; upload_id: string | null }>(
    `SELECT id, upload_id FROM videos WHERE state IN ('pending', 'uploading') AND updated_at < now() - make_interval(hours => $1) LIMIT 100`,
    [hours],
  );

/** The channels an organisation is on: a business's memberships, a school's or region's own channel. */
export function channelsOf(q: Queryable, type: VideoOwnerType, id: number) {
  const sql = {
    business: `SELECT c.id, c.slug, c.name FROM business_channels bc JOIN channels c ON c.id = bc.channel_id WHERE bc.business_id = $1`,
    school: `SELECT c.id, c.slug, c.name FROM schools s JOIN channels c ON c.id = s.channel_id WHERE s.id = $1`,
    region: `SELECT c.id, c.slug, c.name FROM regions r JOIN channels c ON c.id = r.channel_id WHERE r.id = $1`,
  }[type];
  return q.query<{ id: number; slug: string; name: string }>(`${sql} ORDER BY c.name`, [id]);
}
