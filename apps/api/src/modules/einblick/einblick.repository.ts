// SQL of EinBlick.pro: insight pages, their items (posts and videos of the business, in order) and the business's
// published posts and ready videos to choose from.
import type { Queryable } from '../../db.ts';

export interface PageRow {
  id: number;
  uid: string;
  business_id: number;
  business_slug: string;
  business_name: string;
  title: string;
  intro: string;
  updated_at: Date;
}
export interface ItemRow {
  page_id: number;
  kind: 'post' | 'video';
  id: number;
  title: string;
  text: string;
  video_type: string | null;
  business_slug: string;
}

const PAGE = `SELECT p.id, p.uid::text AS uid, p.business_id, b.slug AS business_slug, b.name AS business_name, p.title, p.intro, p.updated_at
                FROM insight_pages p JOIN businesses b ON b.id = p.business_id`;

export const businessRights = (q: Queryable, businessId: number) =>
  q.one<{ permissions: string[]; has_pro_portal: boolean }>(`SELECT permissions, has_pro_portal FROM businesses WHERE id = $1`, [businessId]);

export const listPages = (q: Queryable, businessId: number) => q.query<PageRow>(`${PAGE} WHERE p.business_id = $1 ORDER BY p.id DESC`, [businessId]);
export const findPage = (q: Queryable, businessId: number, id: number) => q.one<PageRow>(`${PAGE} WHERE p.business_id = $1 AND p.id = $2`, [businessId, id]);
export const findPageByUid = (q: Queryable, uid: string) => q.one<PageRow>(`${PAGE} WHERE p.uid = $1::uuid`, [uid]);

/**
 * The items of the pages, in order. Only what is public now: a post that is no longer published or a video that is
 * not ready drops out of the page (and comes back when it is again).
 */
export const itemsOf = (q: Queryable, pageIds: number[]) =>
  pageIds.length
    ? q.query<ItemRow>(
        `SELECT i.page_id, CASE WHEN i.post_id IS NULL THEN 'video' ELSE 'post' END AS kind, coalesce(po.id, v.id) AS id,
                coalesce(po.title, v.title) AS title, coalesce(po.excerpt, v.description) AS text, v.type AS video_type, b.slug AS business_slug
           FROM insight_page_items i
           JOIN insight_pages p ON p.id = i.page_id
           JOIN businesses b ON b.id = p.business_id
           LEFT JOIN posts po ON po.id = i.post_id AND po.status = 'published'
           LEFT JOIN videos v ON v.id = i.video_id AND v.state = 'ready'
          WHERE i.page_id = ANY($1::int[]) AND (po.id IS NOT NULL OR v.id IS NOT NULL)
          ORDER BY i.page_id, i.position`,
        [pageIds],
      )
    : Promise.resolve([]);

/** The business's published posts and ready videos, newest first: what a page may show. */
export const sourcesOf = (q: Queryable, businessId: number) =>
  q.query<Omit<ItemRow, 'page_id'>>(
    `SELECT 'post' AS kind, po.id, po.title, po.excerpt AS text, NULL::text AS video_type, b.slug AS business_slug, po.created_at
       FROM posts po JOIN businesses b ON b.id = po.business_id WHERE po.business_id = $1 AND po.status = 'published'
     UNION ALL
     SELECT 'video', v.id, v.title, v.description, v.type, b.slug, v.created_at
       FROM videos v JOIN businesses b ON b.id = v.business_id WHERE v.business_id = $1 AND v.state = 'ready'
     ORDER BY created_at DESC, id DESC LIMIT 200`,
    [businessId],
  );

/** How many of the given posts and videos belong to the business (and may be shown). */
export async function countOwn(q: Queryable, businessId: number, postIds: number[], videoIds: number[]) {
  const r = await q.one<{ n: number }>(
    `SELECT (SELECT count(*) FROM posts WHERE business_id = $1 AND status = 'published' AND id = ANY($2::int[]))::int
          + (SELECT count(*) FROM videos WHERE business_id = $1 AND state = 'ready' AND id = ANY($3::int[]))::int AS n`,
    [businessId, postIds, videoIds],
  );
  return r?.n ?? 0;
}

export async function insertPage(q: Queryable, v: { business_id: number; title: string; intro: string; created_by: number }) {
  const r = await q.one<{ id: number }>(`INSERT INTO insight_pages (business_id, title, intro, created_by) VALUES ($1, $2, $3, $4) RETURNING id`, [
    v.business_id,
    v.title,
    v.intro,
    v.created_by,
  ]);
  return r!.id;
}
export const updatePage = (q: Queryable, id: number, v: { title: string; intro: string }) =>
  q.query(`UPDATE insight_pages SET title = $2, intro = $3, updated_at = now() WHERE id = $1`, [id, v.title, v.intro]);
export const deletePage = (q: Queryable, id: number) => q.query(`DELETE FROM insight_pages WHERE id = $1`, [id]);

/** Replaces the page's items with these, in this order. */
export async function setItems(q: Queryable, pageId: number, items: { kind: 'post' | 'video'; id: number }[]) {
  await q.query(`DELETE FROM insight_page_items WHERE page_id = $1`, [pageId]);
  await q.query(
    `INSERT INTO insight_page_items (page_id, position, post_id, video_id)
     SELECT $1, o - 1, CASE WHEN k = 'post' THEN i END, CASE WHEN k = 'video' THEN i END
       FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS x(k, i, o)`,
    [pageId, items.map((i) => i.kind), items.map((i) => i.id)],
  );
}
