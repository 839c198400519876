// Rules of posts: published posts are public; drafts, pending and rejected ones only for their author's
// organisation and the admin. Only the author's organisation edits; a business without the right to publish
// directly gets its post approved by the admin first (who decides through PUT with status published/rejected).
import { canEditPost, canModeratePosts, canPublishPostsDirectly, isAdmin, postAuthorOf, type PostAuthorRef } from '@oabat/domain/rights';
import { excerptOf, type PostStatus, type TPost, type TPostFields, type TPostQuery, type TPostUpdate } from '@oabat/domain/posts';
import { slugify } from '@oabat/domain/locations';
import { buildTsQuery } from '@oabat/domain/search';
import { toPage } from '@oabat/domain/common';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { findImage, publicImagesById } from '../media/media.usecases.ts';
import { stemmedOnly } from '../search/search.tsquery.ts';
import * as repo from './posts.repository.ts';
import { sanitizePostBody } from './posts.sanitize.ts';
import { requestApproval, tellDecision } from './posts.notices.ts';
import type { PostDeps } from './posts.deps.ts';
import { checkVideo, postVideoOf } from './posts.video.ts';
import { findChannelBySlug } from '../videos/index.ts';

const postNotFound = () => notFound('posts.not_found', 'Diesen Beitrag gibt es nicht (mehr).');
const authorRef = (row: repo.PostRow): PostAuthorRef => ({ type: row.author_type, id: row.author_id });
const mayEdit = (viewer: SessionUser | null, row: repo.PostRow) => canEditPost(viewer, authorRef(row));
const maySee = (viewer: SessionUser | null, row: repo.PostRow) => row.status === 'published' || mayEdit(viewer, row) || isAdmin(viewer);

async function present(d: PostDeps, viewer: SessionUser | null, rows: repo.PostRow[]): Promise<TPost[]> {
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
        body: r.body,
        excerpt: r.excerpt,
        cover_image: (r.cover_image_id && covers.get(r.cover_image_id)) || null,
        status: r.status,
        review_comment: mayEdit(viewer, r) || isAdmin(viewer) ? r.review_comment : null,
        published_at: r.published_at?.toISOString() ?? null,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
        author: { type: r.author_type, id: r.author_id, slug: r.author_slug, name: r.author_name },
        place: r.place_name && r.place_postal_code ? { name: r.place_name, postal_code: r.place_postal_code } : null,
        distance_km: r.distance_km,
        can_edit: mayEdit(viewer, r),
        kind: r.kind,
        video: postVideoOf(r, mayEdit(viewer, r) || isAdmin(viewer)),
        channels: r.channels,
      };
    }),
  );
}

export async function listPosts(d: PostDeps, viewer: SessionUser | null, f: TPostQuery) {
  let author: PostAuthorRef | undefined;
  let own = false;
  if (f.mine === '1') {
    requireViewer(viewer);
    const mine = postAuthorOf(viewer);
    if (!mine) throw forbidden('Nur Betriebe, Schulen und Regionen haben Beiträge.');
    author = mine;
    own = true;
  } else if (f.author_type && f.author) {
    const id = await repo.findAuthorBySlug(d.db, f.author_type, f.author);
    if (id === null) return toPage([], 0, f.page, f.per_page);
    author = { type: f.author_type, id };
    own = canEditPost(viewer, author);
  } else if (f.author_type || f.author) {
    throw invalid(f.author ? 'author_type' : 'author', 'Bitte gib Art und Kürzel des Verfassers an.');
  }
  let statuses: PostStatus[] = ['published'];
  if (f.status && f.status !== 'published') {
    // Unpublished posts: the author's own, or the admin's review list.
    requireViewer(viewer);
    if (!own && !canModeratePosts(viewer)) throw forbidden('Nur die Redaktion sieht Beiträge, die nicht veröffentlicht sind.');
    statuses = [f.status];
  } else if (!f.status && own) {
    statuses = ['draft', 'pending', 'published', 'rejected'];
  }
  const near = f.latitude !== undefined && f.longitude !== undefined ? { latitude: f.latitude, longitude: f.longitude, radiusKm: f.radius } : undefined;
  if ((f.latitude === undefined) !== (f.longitude === undefined)) throw invalid('latitude', 'Bitte gib Breiten- und Längengrad an.');
  // The job search's text approach: every word in one of its forms (buildTsQuery), German stems; stop words only
  // mean no term. A term that matches nothing gives an empty page.
  const tsquery = f.term ? await stemmedOnly(d.db, buildTsQuery(f.term)) : null;
  let channelId: number | undefined;
  if (f.channel) {
    const channel = await findChannelBySlug(d.db, f.channel);
    if (!channel) return toPage([], 0, f.page, f.per_page);
    channelId = channel.id;
    // A channel shows what its audience may read: published posts only.
    statuses = ['published'];
  }
  const { rows, total } = await repo.listPosts(d.db, {
    statuses,
    author,
    near,
    jobFairId: f.job_fair,
    tsquery,
    channelId,
    kind: f.kind,
    limit: f.per_page,
    offset: (f.page - 1) * f.per_page,
  });
  return toPage(await present(d, viewer, rows), total, f.page, f.per_page);
}

export async function getPost(d: PostDeps, viewer: SessionUser | null, slug: string) {
  const row = await repo.findPost(d.db, slug);
  if (!row || !maySee(viewer, row)) throw postNotFound();
  return (await present(d, viewer, [row]))[0]!;
}

/** A cover must be a public image the writer uploaded (or the post's current one): never someone else's picture. */
async function checkCover(q: Queryable, viewer: SessionUser, imageId: number | null | undefined, current: number | null) {
  if (imageId === undefined || imageId === null || imageId === current) return;
  const img = await findImage(q, imageId);
  if (!img || img.user_id !== viewer.id) throw invalid('cover_image_id', 'Bitte lade das Titelbild selbst hoch.');
  if (img.is_private) throw invalid('cover_image_id', 'Das Titelbild muss öffentlich sein.');
}

function cleanBody(body: string) {
  const clean = sanitizePostBody(body);
  const excerpt = excerptOf(clean);
  if (!excerpt) throw invalid('body', 'Bitte schreib einen Text.');
  return { body: clean, excerpt };
}

/** What an author's "published" becomes: published with the right to publish directly, else pending. */
const wanted = (viewer: SessionUser, status: 'draft' | 'published' | 'rejected'): PostStatus => {
  if (status === 'rejected') throw invalid('status', 'Nur die Redaktion lehnt Beiträge ab.');
  return status === 'published' && !canPublishPostsDirectly(viewer) ? 'pending' : status;
};

export async function createPost(d: PostDeps, viewer: SessionUser | null, input: TPostFields) {
  requireViewer(viewer);
  const author = postAuthorOf(viewer);
  if (!author) throw forbidden('Nur Betriebe, Schulen und Regionen schreiben Beiträge.');
  const status = wanted(viewer, input.status);
  const created = await d.db.tx(async (q) => {
    await checkCover(q, viewer, input.cover_image_id, null);
    const video = await checkVideo(q, author, input, null);
    const place = await repo.authorPlace(q, author.type, author.id);
    return repo.insertPost(
      q,
      author,
      {
        title: input.title,
        ...cleanBody(input.body),
        cover_image_id: input.cover_image_id ?? null,
        status,
        kind: input.kind,
        video_id: video.video_id ?? null,
        video_link: video.video_link ?? null,
      },
      viewer.id,
      place,
      slugify(input.title).slice(0, 80),
    );
  });
  const post = await getPost(d, viewer, created.slug);
  if (status === 'pending')
    await requestApproval(d, viewer.id, {
      ...post,
      author_type: post.author.type,
      author_id: post.author.id,
      author_slug: post.author.slug,
      author_name: post.author.name,
    });
  return post;
}

export async function updatePost(d: PostDeps, viewer: SessionUser | null, slug: string, input: TPostUpdate) {
  requireViewer(viewer);
  const row = await repo.findPost(d.db, slug);
  if (!row || !maySee(viewer, row)) throw postNotFound();
  const ref = {
    slug: row.slug,
    title: row.title,
    author_type: row.author_type,
    author_id: row.author_id,
    author_slug: row.author_slug,
    author_name: row.author_name,
  };
  if (!mayEdit(viewer, row)) {
    const decision = input.status === 'published' || input.status === 'rejected';
    const contentChange =
      input.title !== undefined ||
      input.body !== undefined ||
      input.cover_image_id !== undefined ||
      input.kind !== undefined ||
      input.video_id !== undefined ||
      input.video_link !== undefined;
    if (!canModeratePosts(viewer) || !decision || contentChange) throw forbidden('Diesen Beitrag bearbeitet nur sein Verfasser.');
    if (row.status !== 'pending') throw conflict('posts.decided', 'Dieser Beitrag wartet nicht auf eine Freigabe.');
    await repo.updatePost(d.db, row.id, { status: input.status, review_comment: input.comment ?? null, reviewed_by: viewer.id });
    await tellDecision(d, ref, input.status === 'published', input.comment ?? null);
    return getPost(d, viewer, row.slug);
  }
  const content = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.body !== undefined ? cleanBody(input.body) : {}),
    ...(input.kind !== undefined && input.kind !== row.kind ? { kind: input.kind } : {}),
  };
  // One video or none: sending either field replaces the post's video (a link replaces an own video and back).
  const videoSent = input.video_id !== undefined || input.video_link !== undefined;
  const videoChanged = videoSent && ((input.video_id ?? null) !== row.video_id || (input.video_link ?? null) !== row.video_link);
  let status: PostStatus | undefined = input.status !== undefined ? wanted(viewer, input.status) : undefined;
  // A post published after review goes back to review when its business changes it without the right to publish.
  const changed = Object.keys(content).length > 0 || videoChanged || (input.cover_image_id !== undefined && input.cover_image_id !== row.cover_image_id);
  if (status === undefined && row.status === 'published' && changed && !canPublishPostsDirectly(viewer)) status = 'pending';
  if (status === 'pending' && row.status === 'published' && !changed) status = 'published';
  await d.db.tx(async (q) => {
    await checkCover(q, viewer, input.cover_image_id, row.cover_image_id);
    const video = videoChanged ? await checkVideo(q, authorRef(row), input, row.video_id) : {};
    await repo.updatePost(q, row.id, {
      ...content,
      ...video,
      cover_image_id: input.cover_image_id,
      status,
      ...(status === 'pending' ? { review_comment: null } : {}),
    });
  });
  const post = await getPost(d, viewer, row.slug);
  if (status === 'pending' && row.status !== 'pending') await requestApproval(d, viewer.id, { ...ref, title: post.title });
  return post;
}

export async function removePost(d: PostDeps, viewer: SessionUser | null, slug: string) {
  requireViewer(viewer);
  const row = await repo.findPost(d.db, slug);
  if (!row || !maySee(viewer, row)) throw postNotFound();
  if (!mayEdit(viewer, row) && !canModeratePosts(viewer)) throw forbidden('Diesen Beitrag löscht nur sein Verfasser.');
  await repo.deletePost(d.db, row.id);
}
