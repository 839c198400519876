// Videos of the demo business for the generated access test: a pending upload whose title is secret (with a tus
// upload id), a ready link video on the region's channel (the business is a member there), one to delete; and one
// of its published posts for the channel rows of posts.
import crypto from 'node:crypto';
import type { TestContext } from './harness.ts';

export interface VideoFixtures {
  pendingId: number;
  pendingTitle: string;
  uploadId: string;
  linkId: number;
  deleteId: number;
  channelId: number;
  /** A published post of the business (demo data), placed on and taken off the same channel. */
  publishedPostSlug: string;
}

export async function buildVideoFixtures(t: TestContext, businessId: number, channelId: number): Promise<VideoFixtures> {
  const insert = async (title: string, source: 'upload' | 'link', state: string, uploadId: string | null = null) =>
    (await t.db.one<{ id: number }>(
      `INSERT INTO videos (uid, owner_type, business_id, title, source, link, state, is_rendered, upload_id, upload_size)
       VALUES ($1, 'business', $2, $3, $4, $5, $6, $7, $8, 1000) RETURNING id`,
      [crypto.randomUUID(), businessId, title, source, source === 'link' ? 'https://example.org/video' : null, state, source === 'link', uploadId],
    ))!.id;
  await t.db.query(`INSERT INTO business_channels (business_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [businessId, channelId]);
  const pendingTitle = 'Geheimes Video in Arbeit';
  const uploadId = crypto.randomUUID();
  return {
    pendingId: await insert(pendingTitle, 'upload', 'uploading', uploadId),
    pendingTitle,
    uploadId,
    linkId: await insert('Öffentliches Video', 'link', 'ready'),
    deleteId: await insert('Zu löschendes Video', 'link', 'ready'),
    channelId,
    publishedPostSlug: (await t.db.one<{ slug: string }>(`SELECT slug FROM posts WHERE business_id = $1 AND status = 'published' ORDER BY id LIMIT 1`, [
      businessId,
    ]))!.slug,
  };
}
