// Rules of images and files: who may upload, see, change and delete them, and how they are stored.
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {} from '../../plugins/context.ts';
import { ALLOWED_FILE_TYPES, ALLOWED_IMAGE_TYPES, publicImageUrl, publicLogoUrls, safeFileName, type TFile, type TImage } from '@oabat/domain/media';
import type { Db } from '../../db.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { processImage } from './media.process.ts';
import * as repo from './media.repository.ts';
import { diskStorage, type Storage } from './media.storage.ts';
import { s3Storage } from './media.s3-storage.ts';
import type { Config } from '../../config.ts';
import { detectType, looksLikeMarkup, unsupported, type Upload } from './media.upload.ts';

export interface MediaDeps {
  db: Db;
  storage: Storage;
  signingKey: () => Promise<string>;
}

/** The S3 bucket when one is configured (all four S3 variables, checked by the config), else the local folder. */
export function storageFor(c: Config): Storage {
  if (c.S3_ENDPOINT && c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: c.S3_ENDPOINT,
      bucket: c.S3_BUCKET,
      region: c.S3_REGION,
      accessKeyId: c.S3_ACCESS_KEY_ID,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    });
  }
  return diskStorage(path.join(c.DATA_DIR, 'uploads'));
}

const depsCache = new WeakMap<object, MediaDeps>();
/** One storage and signing key per app (other modules use this to attach images). */
export function mediaDeps(app: FastifyInstance): MediaDeps {
  let deps = depsCache.get(app.db);
  if (!deps) {
    let key: Promise<string> | null = null;
    deps = {
      db: app.db,
      storage: storageFor(app.config),
      signingKey: () => (key ??= repo.signingKey(app.db, crypto.randomBytes(32).toString('hex'))),
    };
    depsCache.set(app.db, deps);
  }
  return deps;
}

// ---- images -----------------------------------------------------------------------------------

/** Private image URLs are signed and valid for one to two hours (rounded, so browsers can cache). */
const SIGNED_URL_HOURS = 1;
const sign = (key: string, uid: string, variant: string, expires: number) =>
  crypto.createHmac('sha256', key).update(`${uid}/${variant}/${expires}`).digest('base64url');

// Public image URLs are a wire rule in packages/domain (a repository building cards needs them too).
export { publicImageUrl, publicLogoUrls };
// The lookups other modules make when a body names an image or file (does it exist, whose is it, is it private).
export { findFile, findImage, findImages } from './media.repository.ts';

/** The public images among `ids` in their wire form, by id: one query for all; private ones are left out. */
export async function publicImagesById(deps: MediaDeps, ids: (number | null | undefined)[]): Promise<Map<number, TImage>> {
  const rows = await repo.findImages(deps.db, [...new Set(ids.filter((i): i is number => !!i))]);
  const wire = await Promise.all(rows.filter((r) => !r.is_private).map((r) => toWireImage(deps, r)));
  return new Map(wire.map((i) => [i.id, i]));
}

export async function toWireImage(deps: MediaDeps, row: repo.ImageRow): Promise<TImage> {
  const urls: Record<string, string> = {};
  let query = '';
  let key = '';
  let expires = 0;
  if (row.is_private) {
    key = await deps.signingKey();
    expires = (Math.floor(Date.now() / 3_600_000) + 1 + SIGNED_URL_HOURS) * 3600;
    query = `?expires=${expires}`;
  }
  for (const v of row.variants) {
    urls[v] = `${publicImageUrl(row.uid, v)}${row.is_private ? `${query}&sig=${sign(key, row.uid, v, expires)}` : ''}`;
  }
  return {
    id: row.id,
    uid: row.uid,
    file_name: row.file_name,
    file_path: row.file_path,
    urls,
    local: row.storage === 'local',
    is_private: row.is_private,
    width: row.width,
    height: row.height,
    created_at: row.created_at.toISOString(),
  };
}

export async function uploadImage(deps: MediaDeps, viewer: SessionUser, upload: Upload, isPrivate: boolean): Promise<TImage> {
  const type = await detectType(upload.bytes);
  if (looksLikeMarkup(upload.bytes))
    throw unsupported('SVG-Grafiken und andere Textformate werden aus Sicherheitsgründen nicht angenommen. Bitte lade ein JPG, PNG oder WebP hoch.');
  if (!type || !(ALLOWED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw unsupported('Dieses Dateiformat wird nicht unterstützt. Bitte lade ein Bild als JPG, PNG, WebP, GIF, AVIF oder TIFF hoch.');
  }
  const processed = await processImage(upload.bytes, type.mime);
  const uid = crypto.randomUUID();
  const folder = `images/${uid}`;
  await deps.storage.put(`${folder}/original.${type.ext}`, upload.bytes);
  await Promise.all(Object.entries(processed.variants).map(([k, bytes]) => deps.storage.put(`${folder}/${k}`, bytes)));
  const row = await repo.insertImage(deps.db, {
    uid,
    user_id: viewer.id,
    file_name: safeFileName(upload.filename, 'bild'),
    file_path: folder,
    variants: Object.keys(processed.variants).sort(),
    width: processed.width,
    height: processed.height,
    mime_type: type.mime,
    size: upload.bytes.length,
    is_private: isPrivate,
  });
  return toWireImage(deps, row);
}

const ownsImage = (viewer: SessionUser | null, row: repo.ImageRow) => !!viewer && row.user_id === viewer.id;

/**
 * Who else may see a private image: features register rules (chat: the participants of a conversation the picture
 * was sent in). They get the signed URLs; everyone else learns nothing about the image.
 */
export type ImageAccessRule = (db: Db, viewer: SessionUser, image: repo.ImageRow) => Promise<boolean>;
export const imageAccessRules: ImageAccessRule[] = [];

async function mayViewImage(deps: MediaDeps, viewer: SessionUser | null, row: repo.ImageRow) {
  if (!row.is_private || ownsImage(viewer, row)) return true;
  if (viewer) for (const rule of imageAccessRules) if (await rule(deps.db, viewer, row)) return true;
  return false;
}

export async function getImage(deps: MediaDeps, viewer: SessionUser | null, id: number): Promise<TImage> {
  const row = await repo.findImage(deps.db, id);
  // A private image nobody shared with the viewer is as unknown as a missing one.
  if (!row || !(await mayViewImage(deps, viewer, row))) throw notFound('images.not_found', 'Dieses Bild gibt es nicht.');
  return toWireImage(deps, row);
}

async function ownImage(deps: MediaDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const row = await repo.findImage(deps.db, id);
  if (!row || (row.is_private && !ownsImage(viewer, row))) throw notFound('images.not_found', 'Dieses Bild gibt es nicht.');
  if (!ownsImage(viewer, row)) throw forbidden('Du kannst nur deine eigenen Bilder ändern.');
  return row;
}

export async function updateImage(
  deps: MediaDeps,
  viewer: SessionUser | null,
  id: number,
  patch: { file_name?: string; is_private?: boolean; public?: boolean },
) {
  await ownImage(deps, viewer, id);
  const isPrivate = patch.is_private ?? (patch.public === undefined ? undefined : !patch.public);
  const row = await repo.updateImage(deps.db, id, {
    file_name: patch.file_name === undefined ? undefined : safeFileName(patch.file_name, 'bild'),
    is_private: isPrivate,
  });
  return toWireImage(deps, row);
}

export async function deleteImage(deps: MediaDeps, viewer: SessionUser | null, id: number) {
  const row = await ownImage(deps, viewer, id);
  await repo.deleteImage(deps.db, id);
  await deps.storage.remove(row.file_path);
}

/** Bytes of one generated variant, for whoever may see it (public, a valid signature, or the owner). */
export async function imageVariant(deps: MediaDeps, viewer: SessionUser | null, uid: string, variant: string, q: { expires?: string; sig?: string }) {
  const missing = () => notFound('images.not_found', 'Dieses Bild gibt es nicht.');
  if (!/^[0-9a-f-]{36}$/.test(uid)) throw missing();
  const row = await repo.findImageByUid(deps.db, uid);
  if (!row || !row.variants.includes(variant)) throw missing();
  if (row.is_private && !ownsImage(viewer, row)) {
    const expires = Number(q.expires);
    if (!q.sig || !Number.isInteger(expires) || expires * 1000 < Date.now()) throw missing();
    const expected = Buffer.from(sign(await deps.signingKey(), uid, variant, expires));
    const given = Buffer.from(q.sig);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw missing();
  }
  const stream = await deps.storage.stream(`${row.file_path}/${variant}`);
  if (!stream) throw missing();
  return { stream, isPrivate: row.is_private, type: variant.endsWith('.webp') ? 'image/webp' : 'image/jpeg' };
}

// ---- files ------------------------------------------------------------------------------------

/**
 * Who else may read a file: other features (job interests, chat) add a rule here, e.g. "the
 * business that received the interest". The uploader always may.
 */
export type FileAccessRule = (db: Db, viewer: SessionUser, file: repo.FileRow) => Promise<boolean>;
export const fileAccessRules: FileAccessRule[] = [];

export function toWireFile(row: repo.FileRow, owner: boolean): TFile {
  return {
    id: row.id,
    original_filename: row.original_filename,
    mime_type: row.mime_type,
    size: row.size,
    uuid: owner ? row.uuid : null,
    created_at: row.created_at.toISOString(),
  };
}

export async function uploadFile(deps: MediaDeps, viewer: SessionUser | null, upload: Upload, ip: string): Promise<TFile> {
  const type = await detectType(upload.bytes);
  if (looksLikeMarkup(upload.bytes)) throw unsupported('HTML-, XML- und SVG-Dateien werden aus Sicherheitsgründen nicht angenommen.');
  if (!type || !(ALLOWED_FILE_TYPES as readonly string[]).includes(type.mime)) {
    throw unsupported('Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, Bilder (JPG, PNG, WebP, GIF) und Office-Dokumente.');
  }
  const uuid = crypto.randomUUID();
  const key = `files/${uuid}`;
  await deps.storage.put(key, upload.bytes);
  const row = await repo.insertFile(deps.db, {
    uuid,
    user_id: viewer?.id ?? null,
    original_filename: safeFileName(upload.filename, `datei.${type.ext}`),
    mime_type: type.mime === 'application/x-cfb' ? 'application/msword' : type.mime,
    size: upload.bytes.length,
    storage_key: key,
    uploader_ip: ip,
  });
  return toWireFile(row, true);
}

/** The file if the viewer may read it: its owner, whoever holds the uuid of an unclaimed upload, or a rule. */
export async function readableFile(deps: MediaDeps, viewer: SessionUser | null, id: number, uuid?: string) {
  const row = await repo.findFile(deps.db, id);
  if (!row) throw notFound('files.not_found', 'Diese Datei gibt es nicht.');
  const owner = !!viewer && row.user_id === viewer.id;
  if (owner || (uuid && uuid === row.uuid)) return { row, owner: owner || row.user_id === null };
  if (viewer) for (const rule of fileAccessRules) if (await rule(deps.db, viewer, row)) return { row, owner: false };
  requireViewer(viewer);
  throw forbidden('Diese Datei gehört jemand anderem.');
}

export async function fileBytes(deps: MediaDeps, viewer: SessionUser | null, id: number, uuid?: string) {
  const { row } = await readableFile(deps, viewer, id, uuid);
  const stream = await deps.storage.stream(row.storage_key);
  if (!stream) throw notFound('files.not_found', 'Diese Datei gibt es nicht.');
  return { row, stream };
}

export async function fileInfo(deps: MediaDeps, viewer: SessionUser | null, idOrUuid: string, uuid?: string): Promise<TFile> {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrUuid)) {
    // Knowing the uuid is the proof of having uploaded it.
    const row = await repo.findFileByUuid(deps.db, idOrUuid.toLowerCase());
    if (!row) throw notFound('files.not_found', 'Diese Datei gibt es nicht.');
    return toWireFile(row, row.user_id === null || row.user_id === viewer?.id);
  }
  const id = Number(idOrUuid);
  if (!Number.isInteger(id) || id <= 0) throw notFound('files.not_found', 'Diese Datei gibt es nicht.');
  const { row, owner } = await readableFile(deps, viewer, id, uuid);
  return toWireFile(row, owner);
}

export async function myFiles(deps: MediaDeps, viewer: SessionUser) {
  return (await repo.filesOfUser(deps.db, viewer.id)).map((r) => toWireFile(r, true));
}

async function ownFile(deps: MediaDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const row = await repo.findFile(deps.db, id);
  if (!row) throw notFound('files.not_found', 'Diese Datei gibt es nicht.');
  if (row.user_id !== viewer.id) throw forbidden('Diese Datei gehört jemand anderem.');
  return row;
}

export async function renameFile(deps: MediaDeps, viewer: SessionUser | null, id: number, name: string) {
  const row = await ownFile(deps, viewer, id);
  const dot = row.original_filename.lastIndexOf('.');
  const ext = dot > 0 ? row.original_filename.slice(dot) : '';
  // Keep the extension of the upload, so a renamed PDF still opens as one.
  const wanted = safeFileName(name);
  const next = ext && !wanted.toLowerCase().endsWith(ext.toLowerCase()) ? `${wanted}${ext}` : wanted;
  return toWireFile(await repo.renameFile(deps.db, id, next), true);
}

export async function deleteFile(deps: MediaDeps, viewer: SessionUser | null, id: number) {
  const row = await ownFile(deps, viewer, id);
  await repo.deleteFile(deps.db, id);
  await deps.storage.remove(row.storage_key);
}

export async function claimFile(deps: MediaDeps, viewer: SessionUser, id: number, uuid: string) {
  const row = await repo.findFile(deps.db, id);
  if (!row || row.uuid !== uuid) throw notFound('files.not_found', 'Diese Datei gibt es nicht.');
  if (row.user_id === viewer.id) return toWireFile(row, true);
  if (row.user_id !== null) throw forbidden('Diese Datei gehört bereits jemand anderem.');
  const claimed = await repo.claimFile(deps.db, id, uuid, viewer.id);
  if (!claimed) throw forbidden('Diese Datei gehört bereits jemand anderem.');
  return toWireFile(claimed, true);
}
