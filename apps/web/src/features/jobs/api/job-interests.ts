// Applying: POST /api/file (each attachment, with upload progress) then POST /api/job_interests.
import type { TSentJobInterest } from '@oabat/domain/jobs';
import type { TFile } from '@oabat/domain/media';
import { api } from '../../../lib/api.ts';
import { uploadWithProgress } from '../../../lib/upload.ts';

/** Uploads one file and reports progress (0..1); resolves to the file id. */
export function uploadFile(file: File, onProgress: (share: number) => void): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<TFile>('/api/file', form, onProgress, 'Die Datei konnte nicht hochgeladen werden.').then((f) => f.id);
}

export const sendJobInterest = (body: { job_id: number; trainee_id?: number; message: string; file_ids: number[] }) =>
  api<{ data: TSentJobInterest }>('POST', '/api/job_interests', { body }).then((r) => r.data);
