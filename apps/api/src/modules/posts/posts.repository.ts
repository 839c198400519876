// SQL of posts: the rows with their author and place, the news around a point, and where an author is.
import type { PostAuthorType, PostKind, PostStatus } from '@oabat/domain/posts';
import type { VideoState } from '@oabat/domain/videos';
import type { Queryable } from '../../db.ts';

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  body: string;
  excerpt: string;
  status: PostStatus;
  review_comment: string | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  cover_image_id: number | null;
  author_type: PostAuthorType;
  author_id: number;
  author_slug: string;
  author_name: string;
  place_name: string | null;
  place_postal_code: string | null;
  distance_km: number | null;
  kind: PostKind;
  video_id: number | null;
  video_link: string | null;
  /** The attached video of the author's (null without one). */
  v_uid: string | null;
  v_title: string | null;
  v_state: VideoState | null;
  v_rendition_key: string | null;
  v_thumbnail_key: string | null;
  v_url: string | null;
  v_width: number | null;
  v_height: number | null;
  channels: { id: number; slug: string; name: string; sorting: number }[];
}

const select = (distance = 'NULL::float8', join = '') => `
  p.id, p.slug, p.title, p.body, p.excerpt, p.status, p.review_comment, p.published_at, p.created_at, p.updated_at, p.cover_image_id,
  p.author_type, COALESCE(b.id, s.id, r.id) AS author_id, COALESCE(b.slug, s.slug, r.slug) AS author_slug,
  COALESCE(b.name, s.name, r.name) AS author_name, pl.name AS place_name, pl.postal_code AS place_postal_code, ${distance} AS distance_km,
  p.kind, p.video_id, p.video_link, v.uid::text AS v_uid, v.title AS v_title, v.state AS v_state, v.rendition_key AS v_rendition_key,
  v.thumbnail_key AS v_thumbnail_key, COALESCE(v.vimeo_url, v.link) AS v_url, v.width AS v_width, v.height AS v_height,
  COALESCE((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'sorting', pch.sorting) ORDER BY c.name)
              FROM post_channels pch JOIN channels c ON c.id = pch.channel_id WHERE pch.post_id = p.id), '[]'::json) AS channels
  FROM posts p ${join}
  LEFT JOIN videos v ON v.id = p.video_id
  LEFT JOIN businesses b ON b.id = p.business_id
  LEFT JOIN schools s ON s.id = p.school_id
  LEFT JOIN regions r ON r.id = p.region_id
  LEFT JOIN places pl ON pl.id = p.place_id`;

const authorColumn = { business: 'business_id', school: 'school_id', region: 'region_id' } as const;

export const findPost = (q: Queryable, slug: string) => q.one<PostRow>(`SELECT ${select()} WHERE p.slug = $1`, [slug]);
export const findPostById = (q: Queryable, id: number) => q.one<PostRow>(`SELECT ${select()} WHERE p.id = $1`, [id]);

export interface ListFilter {
  statuses: PostStatus[];
  author?: { type: PostAuthorType; id: number };
  near?: { latitude: number; longitude: number; radiusKm: number };
  /** Only posts of a job fair's participants while the fair is not over (the fair's news tab). */
  jobFairId?: number;
  /** Stemmed tsquery text (search.tsquery.ts) the title or text must match. */
  tsquery?: string | null;
  /** A channel's posts, in the channel's order. */
  channelId?: number;
  kind?: PostKind;
  limit: number;
  offset: number;
}

/** Among equal positions in a channel (new posts: 0), the newest first. */
const CHANNEL_ORDER = 'COALESCE(p.published_at, p.created_at) DESC, p.id DESC';

/** A page of posts, newest first (published ones by publication, others by creation), with the total. */
export async function listPosts(q: Queryable, f: ListFilter): Promise<{ rows: PostRow[]; total: number }> {
  const params: unknown[] = [f.statuses];
  const where = ['p.status = ANY($1::text[])'];
  let distance: string | undefined;
  if (f.author) {
    params.push(f.author.id);
    where.push(`p.${authorColumn[f.author.type]} = $${params.length}`);
  }
  if (f.jobFairId !== undefined) {
    params.push(f.jobFairId);
    where.push(
      `p.business_id IN (SELECT fb.business_id FROM job_fair_businesses fb JOIN job_fairs jf ON jf.id = fb.job_fair_id WHERE jf.id = $${params.length} AND jf.end_at >= now())`,
    );
  }
  if (f.tsquery) {
    params.push(f.tsquery);
    where.push(`p.search_vector @@ $${params.length}::tsquery`);
  }
  if (f.near) {
    params.push(f.near.latitude, f.near.longitude, f.near.radiusKm * 1000);
    const point = `ll_to_earth($${params.length - 2}, $${params.length - 1})`;
    // earth_box is the index's square; earth_distance cuts it to the circle.
    where.push(`earth_box(${point}, $${params.length}) @> p.earth AND earth_distance(${point}, p.earth) <= $${params.length}`);
    distance = `round((earth_distance(${point}, p.earth) / 1000)::numeric, 1)::float8`;
  }
  if (f.kind) {
    params.push(f.kind);
    where.push(`p.kind = $${params.length}`);
  }
  let join = '';
  if (f.channelId !== undefined) {
    params.push(f.channelId);
    join = `JOIN post_channels pco ON pco.post_id = p.id AND pco.channel_id = $${params.length}`;
  }
  const whereSql = where.join(' AND ');
  const total = (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM posts p ${join} WHERE ${whereSql}`, params))!.n;
  params.push(f.limit, f.offset);
  const rows = await q.query<PostRow>(
    `SELECT ${select(distance, join)} WHERE ${whereSql}
      ORDER BY ${join ? `pco.sorting, ${CHANNEL_ORDER}` : 'COALESCE(p.published_at, p.created_at) DESC, p.id DESC'}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows, total };
}

export async function findAuthorBySlug(q: Queryable, type: PostAuthorType, slug: string): Promise<number | null> {
  const table = { business: 'businesses', school: 'schools', region: 'regions' }[type];
  return (await q.one<{ id: number }>(`SELECT id FROM ${table} WHERE slug = $1`, [slug]))?.id ?? null;
}

/**
 * Where an author is: a business's main site, a school's place, a region's place of the same name (else the
 * place of one of its schools). Null when unknown: the post is then not found by place.
 */
export async function authorPlace(q: Queryable, type: PostAuthorType, id: number) {
  const sql = {
    business: `SELECT pl.id, pl.latitude, pl.longitude FROM business_sites s JOIN places pl ON pl.id = s.place_id
                WHERE s.business_id = $1 ORDER BY s.is_main DESC, s.id LIMIT 1`,
    school: `SELECT pl.id, pl.latitude, pl.longitude FROM schools s JOIN places pl ON pl.id = s.place_id WHERE s.id = $1`,
    region: `SELECT * FROM (
               (SELECT pl.id, pl.latitude, pl.longitude, 0 AS prio FROM regions r JOIN places pl ON lower(pl.name) = lower(r.name)
                 WHERE r.id = $1 ORDER BY (pl.id = pl.city_id) DESC, pl.id LIMIT 1)
               UNION ALL
               (SELECT pl.id, pl.latitude, pl.longitude, 1 FROM school_regions sr JOIN schools s ON s.id = sr.school_id
                  JOIN places pl ON pl.id = s.place_id WHERE sr.region_id = $1 ORDER BY s.id LIMIT 1)) x ORDER BY prio LIMIT 1`,
  }[type];
  return (await q.one<{ id: number; latitude: number; longitude: number }>(sql, [id])) ?? null;
}

export interface PostWrite {
  title: string;
  body: string;
  excerpt: string;
  cover_image_id: number | null;
  status: PostStatus;
  kind: PostKind;
  video_id: number | null;
  video_link: string | null;
}

export async function insertPost(
  q: Queryable,
  author: { type: PostAuthorType; id: number },
  w: PostWrite,
  by: number | null,
  place: { id: number; latitude: number; longitude: number } | null,
  slugBase: string,
): Promise<{ id: number; slug: string }> {
  // The id first, so the slug can end in it (unique without a retry).
  const id = Number((await q.one<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('posts', 'id')) AS id`))!.id);
  const slug = `${slugBase}-${id}`;
  await q.query(
    `INSERT INTO posts (id, slug, author_type, ${authorColumn[author.type]}, title, body, excerpt, cover_image_id, status, created_by,
       place_id, latitude, longitude, published_at, kind, video_id, video_link)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $9 = 'published' THEN now() END, $14, $15, $16)`,
    [
      id,
      slug,
      author.type,
      author.id,
      w.title,
      w.body,
      w.excerpt,
      w.cover_image_id,
      w.status,
      by,
      place?.id ?? null,
      place?.latitude ?? null,
      place?.longitude ?? null,
      w.kind,
      w.video_id,
      w.video_link,
    ],
  );
  return { id, slug };
}

export async function updatePost(q: Queryable, id: number, w: Partial<PostWrite> & { review_comment?: string | null; reviewed_by?: number }) {
  await q.query(
    `UPDATE posts SET title = COALESCE($2, title), body = COALESCE($3, body), excerpt = COALESCE($4, excerpt),
       cover_image_id = CASE WHEN $5::boolean THEN $6::int ELSE cover_image_id END,
       status = COALESCE($7, status),
       published_at = CASE WHEN $7 = 'published' THEN COALESCE(published_at, now()) ELSE published_at END,
       review_comment = CASE WHEN $8::boolean THEN $9 ELSE review_comment END,
       reviewed_by = COALESCE($10, reviewed_by), reviewed_at = CASE WHEN $10::int IS NULL THEN reviewed_at ELSE now() END,
       kind = COALESCE($11, kind),
       video_id = CASE WHEN $12::boolean THEN $13::int ELSE video_id END,
       video_link = CASE WHEN $12::boolean THEN $14::text ELSE video_link END,
       updated_at = now()
     WHERE id = $1`,
    [
      id,
      w.title ?? null,
      w.body ?? null,
      w.excerpt ?? null,
      w.cover_image_id !== undefined,
      w.cover_image_id ?? null,
      w.status ?? null,
      w.review_comment !== undefined,
      w.review_comment ?? null,
      w.reviewed_by ?? null,
      w.kind ?? null,
      w.video_id !== undefined || w.video_link !== undefined,
      w.video_id ?? null,
      w.video_link ?? null,
    ],
  );
}

/**
 * Puts a post on a channel at a position (1 first; beyond the end: last) and numbers the channel's posts densely, so
 * the order is explicit afterwards. Posts not yet sorted (0) keep their place among the others.
 */
export async function placeOnChannel(q: Queryable, postId: number, channelId: number, position: number) {
  await q.query(`INSERT INTO post_channels (post_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [postId, channelId]);
  await q.query(
    `WITH others AS (
       SELECT pc.post_id, row_number() OVER (ORDER BY pc.sorting, ${CHANNEL_ORDER}) AS n
         FROM post_channels pc JOIN posts p ON p.id = pc.post_id WHERE pc.channel_id = $2 AND pc.post_id <> $1)
     UPDATE post_channels pc SET sorting = CASE WHEN pc.post_id = $1 THEN LEAST($3::int, (SELECT count(*) FROM others)::int + 1)
       ELSE (SELECT CASE WHEN o.n < $3::int THEN o.n ELSE o.n + 1 END FROM others o WHERE o.post_id = pc.post_id) END
      WHERE pc.channel_id = $2`,
    [postId, channelId, position],
  );
}

export const removeFromChannel = (q: Queryable, postId: number, channelId: number) =>
  q.query(`DELETE FROM post_channels WHERE post_id = $1 AND channel_id = $2`, [postId, channelId]);

export const deletePost = (q: Queryable, id: number) => q.query(`DELETE FROM posts WHERE id = $1`, [id]);

/** Active users of the author's organisation (mail and chat go to them). */
export async function authorUsers(q: Queryable, type: PostAuthorType, id: number) {
  const sql = {
    business: `SELECT u.id, u.email FROM business_users m JOIN users u ON u.id = m.user_id WHERE m.business_id = $1 AND u.is_active`,
    school: `SELECT u.id, u.email FROM school_users m JOIN users u ON u.id = m.user_id WHERE m.school_id = $1 AND u.is_active`,
    region: `SELECT u.id, u.email FROM region_users m JOIN users u ON u.id = m.user_id WHERE m.region_id = $1 AND u.is_active`,
  }[type];
  return q.query<{ id: number; email: string | null }>(`${sql} ORDER BY u.id`, [id]);
}

export const adminUserIds = async (q: Queryable, adminEmail: string) =>
  (await q.query<{ id: number }>(`SELECT id FROM users WHERE lower(email) = lower($1) AND is_active`, [adminEmail])).map((r) => r.id);
