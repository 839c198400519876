// A post's video: one of its author's own videos or a Vimeo/YouTube link. Attaching checks the video belongs to the
// author (never another organisation's video); showing gives the player's fields, a video still being rendered only
// to the author's organisation.
import { embedUrlOf, type TVideo } from '@oabat/domain/videos';
import type { PostAuthorRef } from '@oabat/domain/rights';
import type { TPostVideo } from '@oabat/domain/posts';
import type { Queryable } from '../../db.ts';
import { invalid } from '../../lib/errors.ts';
import { findVideo } from '../videos/index.ts';
import { videoFileUrl } from '../videos/videos.usecases.ts';
import type { PostRow } from './posts.repository.ts';

export interface VideoChoice {
  video_id?: number | null;
  video_link?: string | null;
}

/** What to store: both fields when either is sent (one replaces the other), nothing when neither is. */
export async function checkVideo(q: Queryable, author: PostAuthorRef, input: VideoChoice, current: number | null) {
  if (input.video_id === undefined && input.video_link === undefined) return {};
  const videoId = input.video_id ?? null;
  const videoLink = input.video_link ?? null;
  if (videoId !== null && videoLink !== null) throw invalid('video_link', 'Bitte wähle ein eigenes Video oder gib einen Link an, nicht beides.');
  if (videoId !== null && videoId !== current) {
    const v = await findVideo(q, videoId);
    if (!v || v.owner_type !== author.type || v.owner_id !== author.id) throw invalid('video_id', 'Bitte wähle eines deiner eigenen Videos.');
  }
  return { video_id: videoId, video_link: videoLink };
}

export function postVideoOf(r: PostRow, own: boolean): TPostVideo | null {
  if (r.video_link) {
    return {
      id: null,
      uid: null,
      title: r.title,
      state: 'ready',
      error: null,
      files: [],
      thumbnail_url: null,
      embed_url: embedUrlOf(r.video_link),
      link: r.video_link,
    };
  }
  if (!r.video_id || !r.v_uid || !r.v_state) return null;
  if (r.v_state !== 'ready' && !own) return null;
  const files: TVideo['files'] =
    r.v_state === 'ready' && r.v_rendition_key
      ? [{ quality: 'hd', type: 'video/mp4', link: videoFileUrl(r.v_uid, 'video.mp4'), width: r.v_width, height: r.v_height }]
      : [];
  return {
    id: r.video_id,
    uid: r.v_uid,
    title: r.v_title ?? r.title,
    state: r.v_state,
    error: null,
    files,
    thumbnail_url: r.v_thumbnail_key ? videoFileUrl(r.v_uid, 'thumbnail.jpg') : null,
    embed_url: embedUrlOf(r.v_url),
    link: r.v_url,
  };
}
