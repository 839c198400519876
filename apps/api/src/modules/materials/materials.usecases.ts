// Rules of materials: everybody who sees the channel's page (region page, school profile: both public) lists and
// downloads them; only the channel's region or school, and the admin, adds, edits and removes them (02 §6
// editMaterials). The file must be the writer's own upload and a document (PDF or office), checked by content at
// upload (POST /api/file) and by its stored type here.
import { canManageMaterials, isAdmin } from '@oabat/domain/rights';
import { MATERIAL_FILE_MESSAGE, MATERIAL_FILE_TYPES, type TMaterial, type TMaterialInput, type TMaterialUpdate } from '@oabat/domain/materials';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import type { Queryable } from '../../db.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { findFile } from '../media/media.usecases.ts';
import type { MediaDeps } from '../media/media.usecases.ts';
import * as repo from './materials.repository.ts';

const materialNotFound = () => notFound('materials.not_found', 'Dieses Material gibt es nicht (mehr).');

function present(viewer: SessionUser | null, r: repo.MaterialRow): TMaterial {
  return {
    id: r.id,
    file_id: r.file_id,
    channel_id: r.channel_id,
    title: r.title,
    description: r.description,
    channel: { slug: r.channel_slug, name: r.channel_name },
    file: { original_filename: r.original_filename, mime_type: r.mime_type, size: r.size },
    download_url: `/api/materials/${r.id}/download`,
    created_at: r.created_at.toISOString(),
    can_edit: canManageMaterials(viewer, r.channel_slug),
  };
}

export async function listMaterials(d: MediaDeps, viewer: SessionUser | null, channel: string) {
  const rows = await repo.listMaterials(d.db, channel);
  return { data: rows.map((r) => present(viewer, r)), can_edit: canManageMaterials(viewer, channel) };
}

async function findRow(d: MediaDeps, id: number) {
  const row = await repo.findMaterial(d.db, id);
  if (!row) throw materialNotFound();
  return row;
}

export async function getMaterial(d: MediaDeps, viewer: SessionUser | null, id: number) {
  return present(viewer, await findRow(d, id));
}

/** A material's file must be a document the writer uploaded: never someone else's file by a guessed id. */
async function checkFile(q: Queryable, viewer: SessionUser, fileId: number) {
  const file = await findFile(q, fileId);
  if (!file || (file.user_id !== viewer.id && !isAdmin(viewer))) throw invalid('file_id', 'Bitte lade die Datei selbst hoch.');
  if (!(MATERIAL_FILE_TYPES as readonly string[]).includes(file.mime_type)) {
    throw invalid('file_id', MATERIAL_FILE_MESSAGE);
  }
}

export async function createMaterial(d: MediaDeps, viewer: SessionUser | null, input: TMaterialInput) {
  requireViewer(viewer);
  const channel = await repo.findChannelById(d.db, input.channel_id);
  if (!channel) throw invalid('channel_id', 'Diesen Channel gibt es nicht.');
  if (!canManageMaterials(viewer, channel.slug)) throw forbidden('Materialien legen nur die Region oder Schule des Channels an.');
  const id = await d.db.tx(async (q) => {
    await checkFile(q, viewer, input.file_id);
    return repo.insertMaterial(q, {
      channel_id: channel.id,
      file_id: input.file_id,
      title: input.title,
      description: input.description,
      created_by: viewer.id,
    });
  });
  return getMaterial(d, viewer, id);
}

export async function updateMaterial(d: MediaDeps, viewer: SessionUser | null, id: number, input: TMaterialUpdate) {
  requireViewer(viewer);
  const row = await findRow(d, id);
  if (!canManageMaterials(viewer, row.channel_slug)) throw forbidden('Dieses Material bearbeitet nur die Region oder Schule seines Channels.');
  await d.db.tx(async (q) => {
    if (input.file_id !== undefined && input.file_id !== row.file_id) await checkFile(q, viewer, input.file_id);
    await repo.updateMaterial(q, row.id, {
      file_id: input.file_id ?? row.file_id,
      title: input.title ?? row.title,
      description: input.description ?? row.description,
    });
  });
  return getMaterial(d, viewer, row.id);
}

export async function deleteMaterial(d: MediaDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const row = await findRow(d, id);
  if (!canManageMaterials(viewer, row.channel_slug)) throw forbidden('Dieses Material entfernt nur die Region oder Schule seines Channels.');
  await repo.deleteMaterial(d.db, row.id);
}

/** The bytes of a material's file for whoever sees the channel's page. */
export async function materialBytes(d: MediaDeps, id: number) {
  const row = await findRow(d, id);
  const file = await findFile(d.db, row.file_id);
  const stream = file ? await d.storage.stream(file.storage_key) : null;
  if (!file || !stream) throw materialNotFound();
  return { file, stream };
}
