// EinBlick.pro: the business's insight pages (only its own users, only with the product: rights module
// canUseEinblick), the items it may choose, and the public page for the iframe (only while the product runs).
import { canUseEinblick } from '@oabat/domain/rights';
import { EINBLICK_LOCKED, type TEinblickInput, type TEinblickItem, type TEinblickPage } from '@oabat/domain/einblick';
import type { Db, Queryable } from '../../db.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import * as repo from './einblick.repository.ts';

const pageMissing = () => notFound('einblick.page_not_found', 'Diese Einblicks-Seite gibt es nicht.');

/** The viewer's own business, with the product; another business's id is refused the same way. */
function ownBusiness(viewer: SessionUser | null, businessId: number) {
  requireViewer(viewer);
  if (viewer.business?.id !== businessId) throw forbidden('Nur die Nutzer dieses Betriebs dürfen das.');
  if (!canUseEinblick(viewer)) throw forbidden(EINBLICK_LOCKED);
  return viewer.business.id;
}

function toItem(r: Omit<repo.ItemRow, 'page_id'>): TEinblickItem {
  const story = r.video_type === 'trainee_story';
  return {
    kind: r.kind,
    id: r.id,
    label: r.kind === 'post' ? 'Beitrag' : story ? 'Azubi-Geschichte' : 'Video',
    title: r.title,
    text: r.text,
    url: story ? `/betriebe/${r.business_slug}/azubis` : `/betriebe/${r.business_slug}`,
  };
}

async function withItems(q: Queryable, rows: repo.PageRow[]): Promise<TEinblickPage[]> {
  const items = await repo.itemsOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    uid: r.uid,
    business: { id: r.business_id, slug: r.business_slug, name: r.business_name },
    title: r.title,
    intro: r.intro,
    items: items.filter((i) => i.page_id === r.id).map(toItem),
    updated_at: r.updated_at.toISOString(),
  }));
}

export async function list(db: Db, viewer: SessionUser | null, businessId: number) {
  const id = ownBusiness(viewer, businessId);
  return withItems(db, await repo.listPages(db, id));
}

export async function sources(db: Db, viewer: SessionUser | null, businessId: number) {
  const id = ownBusiness(viewer, businessId);
  return (await repo.sourcesOf(db, id)).map(toItem);
}

export async function get(db: Db, viewer: SessionUser | null, businessId: number, pageId: number) {
  const id = ownBusiness(viewer, businessId);
  const row = await repo.findPage(db, id, pageId);
  if (!row) throw pageMissing();
  return (await withItems(db, [row]))[0]!;
}

/** Every item must be a published post or ready video of this business: another business's ids are refused. */
async function checkItems(q: Queryable, businessId: number, items: TEinblickInput['items']) {
  const posts = items.filter((i) => i.kind === 'post').map((i) => i.id);
  const videos = items.filter((i) => i.kind === 'video').map((i) => i.id);
  if ((await repo.countOwn(q, businessId, posts, videos)) !== items.length) {
    throw invalid('items', 'Bitte wähle nur veröffentlichte Beiträge und Videos deines Betriebs.');
  }
}

export async function create(db: Db, viewer: SessionUser | null, businessId: number, input: TEinblickInput) {
  const id = ownBusiness(viewer, businessId);
  const pageId = await db.tx(async (q) => {
    await checkItems(q, id, input.items);
    const pid = await repo.insertPage(q, { business_id: id, title: input.title, intro: input.intro, created_by: viewer!.id });
    await repo.setItems(q, pid, input.items);
    return pid;
  });
  return get(db, viewer, businessId, pageId);
}

export async function update(db: Db, viewer: SessionUser | null, businessId: number, pageId: number, input: TEinblickInput) {
  const id = ownBusiness(viewer, businessId);
  await db.tx(async (q) => {
    if (!(await repo.findPage(q, id, pageId))) throw pageMissing();
    await checkItems(q, id, input.items);
    await repo.updatePage(q, pageId, { title: input.title, intro: input.intro });
    await repo.setItems(q, pageId, input.items);
  });
  return get(db, viewer, businessId, pageId);
}

export async function remove(db: Db, viewer: SessionUser | null, businessId: number, pageId: number) {
  const id = ownBusiness(viewer, businessId);
  if (!(await repo.findPage(db, id, pageId))) throw pageMissing();
  await repo.deletePage(db, pageId);
}

/** The public page for the iframe: only while the business has the product (its permission pro_portal). */
export async function publicPage(db: Db, uid: string) {
  const row = await repo.findPageByUid(db, uid);
  if (!row) throw pageMissing();
  const b = await repo.businessRights(db, row.business_id);
  if (!b || !canUseEinblick({ business: { slug: row.business_slug, permissions: b.permissions, has_pro_portal: b.has_pro_portal } })) throw pageMissing();
  return (await withItems(db, [row]))[0]!;
}
