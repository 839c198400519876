// Demo material: the region Passau offers a one-page PDF (written here, so the demo needs no binary file in the
// repository). Its own start-up task, after the demo data, because it stores bytes; idempotent per channel and title.
import type { StartupTask } from '../../lib/startup-task.ts';
import { insertFile } from '../media/index.ts';
import { storageFor } from '../media/media.usecases.ts';
import { findChannelBySlug, insertMaterial } from './materials.repository.ts';

const TITLE = 'Ausbildungsatlas Region Passau';

/** A valid one-page PDF showing one line of text (Helvetica; ASCII only, so no font embedding is needed). */
export function onePagePdf(line: string): Buffer {
  const text = line.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`);
  const content = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const seedMaterialsDemoTask: StartupTask = async (db, config) => {
  if (!config.SEED_DEMO) return;
  const channel = await findChannelBySlug(db, 'passau');
  if (!channel) return;
  if (await db.one(`SELECT 1 FROM materials WHERE channel_id = $1 AND title = $2`, [channel.id, TITLE])) return;
  const by = await db.one<{ id: number }>(
    `SELECT ru.user_id AS id FROM region_users ru JOIN regions r ON r.id = ru.region_id WHERE r.channel_id = $1 LIMIT 1`,
    [channel.id],
  );
  const bytes = onePagePdf('Ausbildungsatlas Region Passau - 60 Betriebe, 40 Berufe');
  const uuid = crypto.randomUUID();
  const key = `files/${uuid}`;
  await storageFor(config).put(key, bytes);
  await db.tx(async (q) => {
    const file = await insertFile(q, {
      uuid,
      user_id: by?.id ?? null,
      original_filename: 'Ausbildungsatlas-Passau.pdf',
      mime_type: 'application/pdf',
      size: bytes.length,
      storage_key: key,
      uploader_ip: null,
    });
    await insertMaterial(q, {
      channel_id: channel.id,
      file_id: file.id,
      title: TITLE,
      description: 'Alle Ausbildungsbetriebe und Berufe der Region auf einen Blick.',
      created_by: by?.id ?? null,
    });
  });
};
