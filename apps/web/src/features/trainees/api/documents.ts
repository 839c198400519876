// The trainee's documents: GET /api/files (own files), POST /api/file (with progress), GET /api/file/{id}
// (download with the bearer token), PUT and DELETE /api/files/{id}.
import { useQuery } from '@tanstack/react-query';
import type { TFile } from '@oabat/domain/media';
import { api } from '../../../lib/api.ts';
import { downloadWithToken, uploadWithProgress } from '../../../lib/upload.ts';

export const documentsKey = ['documents'] as const;
export const useDocuments = () => useQuery({ queryKey: documentsKey, queryFn: () => api<{ data: TFile[] }>('GET', '/api/files').then((r) => r.data) });
export const renameDocument = (id: number, name: string) =>
  api<{ data: TFile }>('PUT', `/api/files/${id}`, { body: { original_filename: name } }).then((r) => r.data);
export const deleteDocument = (id: number) => api('DELETE', `/api/files/${id}`);

export function uploadDocument(file: File, onProgress: (f: number) => void): Promise<TFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<TFile>('/api/file', form, onProgress, 'Die Datei konnte nicht hochgeladen werden.');
}

/** Downloads with the bearer token (a plain link would not carry it) and hands the file to the browser. */
export const downloadDocument = (file: TFile) => downloadWithToken(`/api/file/${file.id}`, file.original_filename, 'Die Datei konnte nicht geladen werden.');
