// SQL of materials: rows with their channel and file, a channel's list, writes.
import type { Queryable } from '../../db.ts';

export interface MaterialRow {
  id: number;
  channel_id: number;
  file_id: number;
  title: string;
  description: string;
  created_at: Date;
  channel_slug: string;
  channel_name: string;
  original_filename: string;
  mime_type: string;
  size: number;
}

const SELECT = `
  m.id, m.channel_id, m.file_id, m.title, m.description, m.created_at, c.slug AS channel_slug, c.name AS channel_name,
  f.original_filename, f.mime_type, f.size
  FROM materials m JOIN channels c ON c.id = m.channel_id JOIN files f ON f.id = m.file_id`;

export const findMaterial = (q: Queryable, id: number) => q.one<MaterialRow>(`SELECT ${SELECT} WHERE m.id = $1`, [id]);
export const listMaterials = (q: Queryable, channelSlug: string) =>
  q.query<MaterialRow>(`SELECT ${SELECT} WHERE c.slug = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT 200`, [channelSlug]);

export const findChannelById = (q: Queryable, id: number) => q.one<{ id: number; slug: string }>(`SELECT id, slug FROM channels WHERE id = $1`, [id]);
export const findChannelBySlug = (q: Queryable, slug: string) => q.one<{ id: number; slug: string }>(`SELECT id, slug FROM channels WHERE slug = $1`, [slug]);

export async function insertMaterial(q: Queryable, m: { channel_id: number; file_id: number; title: string; description: string; created_by: number | null }) {
  return (await q.one<{ id: number }>(`INSERT INTO materials (channel_id, file_id, title, description, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
    m.channel_id,
    m.file_id,
    m.title,
    m.description,
    m.created_by,
  ]))!.id;
}
export const updateMaterial = (q: Queryable, id: number, m: { file_id: number; title: string; description: string }) =>
  q.query(`UPDATE materials SET file_id = $2, title = $3, description = $4, updated_at = now() WHERE id = $1`, [id, m.file_id, m.title, m.description]);
export const deleteMaterial = (q: Queryable, id: number) => q.query(`DELETE FROM materials WHERE id = $1`, [id]);
