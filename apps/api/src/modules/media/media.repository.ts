// SQL of images and files.
import type { Queryable } from '../../db.ts';

export interface ImageRow {
  id: number;
  uid: string;
  user_id: number | null;
  file_name: string;
  file_path: string;
  variants: string[];
  width: number;
  height: number;
  mime_type: string;
  size: number;
  is_private: boolean;
  storage: string;
  created_at: Date;
}
export interface FileRow {
  id: number;
  uuid: string;
  user_id: number | null;
  original_filename: string;
  mime_type: string;
  size: number;
  storage_key: string;
  storage: string;
  created_at: Date;
}

export async function insertImage(db: Queryable, i: Omit<ImageRow, 'id' | 'created_at' | 'storage'>): Promise<ImageRow> {
  return (await db.one<ImageRow>(
    `INSERT INTO images (uid, user_id, file_name, file_path, variants, width, height, mime_type, size, is_private)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10) RETURNING *`,
    [i.uid, i.user_id, i.file_name, i.file_path, JSON.stringify(i.variants), i.width, i.height, i.mime_type, i.size, i.is_private],
  ))!;
}

export const findImage = (db: Queryable, id: number) => db.one<ImageRow>(`SELECT * FROM images WHERE id = $1`, [id]);
export const findImageByUid = (db: Queryable, uid: string) => db.one<ImageRow>(`SELECT * FROM images WHERE uid = $1`, [uid]);
export const findImages = (db: Queryable, ids: number[]) =>
  ids.length ? db.query<ImageRow>(`SELECT * FROM images WHERE id = ANY($1::int[])`, [ids]) : Promise.resolve([] as ImageRow[]);

export async function updateImage(db: Queryable, id: number, patch: { file_name?: string; is_private?: boolean }): Promise<ImageRow> {
  return (await db.one<ImageRow>(
    `UPDATE images SET file_name = COALESCE($2, file_name), is_private = COALESCE($3, is_private), updated_at = now()
      WHERE id = $1 RETURNING *`,
    [id, patch.file_name ?? null, patch.is_private ?? null],
  ))!;
}
export const deleteImage = (db: Queryable, id: number) => db.query(`DELETE FROM images WHERE id = $1`, [id]);

export async function insertFile(db: Queryable, f: Omit<FileRow, 'id' | 'created_at' | 'storage'> & { uploader_ip: string | null }): Promise<FileRow> {
  return (await db.one<FileRow>(
    `INSERT INTO files (uuid, user_id, original_filename, mime_type, size, storage_key, uploader_ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [f.uuid, f.user_id, f.original_filename, f.mime_type, f.size, f.storage_key, f.uploader_ip],
  ))!;
}
export const findFile = (db: Queryable, id: number) => db.one<FileRow>(`SELECT * FROM files WHERE id = $1`, [id]);
export const filesOfUser = (db: Queryable, userId: number) =>
  db.query<FileRow>(`SELECT * FROM files WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`, [userId]);
export const findFileByUuid = (db: Queryable, uuid: string) => db.one<FileRow>(`SELECT * FROM files WHERE uuid = $1`, [uuid]);
export const renameFile = async (db: Queryable, id: number, name: string) =>
  (await db.one<FileRow>(`UPDATE files SET original_filename = $2, updated_at = now() WHERE id = $1 RETURNING *`, [id, name]))!;
export const deleteFile = (db: Queryable, id: number) => db.query(`DELETE FROM files WHERE id = $1`, [id]);
/** Gives an upload made before login to the user who knows its uuid; only while nobody owns it. */
export const claimFile = (db: Queryable, id: number, uuid: string, userId: number) =>
  db.one<FileRow>(`UPDATE files SET user_id = $3, updated_at = now() WHERE id = $1 AND uuid = $2 AND user_id IS NULL RETURNING *`, [id, uuid, userId]);

/** A signing key for private media URLs, created once per database and shared by every process. */
export async function signingKey(db: Queryable, candidate: string): Promise<string> {
  await db.query(`INSERT INTO app_meta (key, value) VALUES ('media_signing_key', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING`, [candidate]);
  return (await db.one<{ v: string }>(`SELECT value #>> '{}' AS v FROM app_meta WHERE key = 'media_signing_key'`))!.v;
}
