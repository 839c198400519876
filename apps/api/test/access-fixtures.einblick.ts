// EinBlick.pro pages of the demo business for the generated access test: one to read and change, one to delete,
// both showing the business's ready link video (access-fixtures.videos.ts). The business has the product's
// permission pro_portal (access-fixtures.ts), as has the second business.
import type { TestContext } from './harness.ts';

export interface EinblickFixtures {
  pageId: number;
  uid: string;
  deletePageId: number;
  videoId: number;
}

export async function buildEinblickFixtures(t: TestContext, businessId: number, videoId: number): Promise<EinblickFixtures> {
  const insert = async (title: string) => {
    const p = (await t.db.one<{ id: number; uid: string }>(
      `INSERT INTO insight_pages (business_id, title, intro) VALUES ($1, $2, 'Geheime Einleitung') RETURNING id, uid::text AS uid`,
      [businessId, title],
    ))!;
    await t.db.query(`INSERT INTO insight_page_items (page_id, position, video_id) VALUES ($1, 0, $2)`, [p.id, videoId]);
    return p;
  };
  const page = await insert('Einblick in die Backstube');
  const doomed = await insert('Zu löschender Einblick');
  return { pageId: page.id, uid: page.uid, deletePageId: doomed.id, videoId };
}
