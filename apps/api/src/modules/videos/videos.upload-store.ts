// Running tus uploads without a shared disk (issue #39): the state (size, offset, metadata) in the database, the
// bytes in the media storage (the S3 bucket) as one object per received part, so any host can take the next PATCH
// and any host can render the finished upload. Used when the storage is S3; on local disk the file store stays.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { Db } from '../../db.ts';
import type { Storage } from '../media/media.storage.ts';
import * as state from './videos.upload-state.repository.ts';

/** A part is buffered in memory before it goes into the bucket: 8 MB, what the web client sends per PATCH. */
export const PART_BYTES = 8 * 1024 * 1024;
const folder = (id: string) => `video-uploads/${id}`;
const partKey = (id: string, n: number) => `${folder(id)}/${String(n).padStart(6, '0')}`;
const UUID = /^[0-9a-f-]{36}$/;

export class BucketUploadStore extends DataStore {
  private db: Db;
  private storage: Storage;
  private expirationMs: number;
  private partBytes: number;
  constructor(db: Db, storage: Storage, expirationMs: number, partBytes = PART_BYTES) {
    super();
    this.db = db;
    this.storage = storage;
    this.expirationMs = expirationMs;
    this.partBytes = partBytes;
    this.extensions = ['creation', 'creation-defer-length', 'termination', 'expiration'];
  }

  override async create(upload: Upload) {
    if (!UUID.test(upload.id)) throw ERRORS.FILE_NOT_FOUND;
    await state.insertState(this.db, upload.id, upload.size ?? null, upload.metadata ?? {});
    upload.storage = { type: 'bucket', path: folder(upload.id) };
    return upload;
  }

  override async getUpload(id: string) {
    const row = UUID.test(id) ? await state.findState(this.db, id) : undefined;
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.size ?? undefined,
      offset: row.upload_offset,
      metadata: row.metadata,
      creation_date: row.created_at.toISOString(),
      storage: { type: 'bucket', path: folder(id) },
    });
  }

  /** Appends the request's bytes in parts; a broken request keeps what arrived (the client resumes from there). */
  override async write(readable: Readable, id: string, offset: number) {
    const row = UUID.test(id) ? await state.findState(this.db, id) : undefined;
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    if (row.upload_offset !== offset) throw ERRORS.INVALID_OFFSET;
    let part = row.parts;
    let at = offset;
    let chunks: Buffer[] = [];
    let held = 0;
    const flush = async () => {
      if (!held) return;
      const bytes = Buffer.concat(chunks, held);
      chunks = [];
      held = 0;
      await this.storage.put(partKey(id, part), bytes);
      if (!(await state.addPart(this.db, id, at, bytes.length))) throw ERRORS.FILE_WRITE_ERROR;
      part++;
      at += bytes.length;
    };
    try {
      for await (const chunk of readable as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        held += chunk.length;
        if (held >= this.partBytes) await flush();
      }
    } catch {
      await flush().catch(() => {});
      throw ERRORS.FILE_WRITE_ERROR;
    }
    await flush();
    return at;
  }

  override async declareUploadLength(id: string, size: number) {
    await state.setSize(this.db, id, size);
  }

  override async remove(id: string) {
    if (!UUID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    await this.storage.remove(folder(id));
    await state.deleteState(this.db, id);
  }

  override async deleteExpired() {
    const ids = await state.expiredStates(this.db, this.expirationMs);
    for (const id of ids) await this.remove(id);
    return ids.length;
  }

  override getExpiration() {
    return this.expirationMs;
  }

  /** The whole upload as one local file for ffprobe/ffmpeg on whichever host needs it; `done` removes it. */
  async materialize(id: string) {
    const row = await state.findState(this.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'oabat-upload-'));
    const file = path.join(dir, 'upload');
    const done = () => fs.promises.rm(dir, { recursive: true, force: true });
    try {
      await fs.promises.writeFile(file, '');
      for (let n = 0; n < row.parts; n++) {
        const part = await this.storage.stream(partKey(id, n));
        if (!part) throw ERRORS.FILE_NO_LONGER_EXISTS;
        await pipeline(part, fs.createWriteStream(file, { flags: 'a' }));
      }
    } catch (err) {
      await done();
      throw err;
    }
    return { file, done };
  }
}
