// Materials (02 §7): GET /api/materials (channel), POST /api/materials, DELETE /api/materials/{id}; the file goes
// first through POST /api/file with the shared upload (progress).
import { useQuery } from '@tanstack/react-query';
import type { TFile } from '@oabat/domain/media';
import type { TMaterial, TMaterialInput, TMaterialList } from '@oabat/domain/materials';
import { api } from '../../../lib/api.ts';
import { uploadWithProgress } from '../../../lib/upload.ts';

export const materialsKey = (channel: string) => ['materials', channel] as const;
export const useMaterials = (channel: string) =>
  useQuery({
    queryKey: materialsKey(channel),
    queryFn: ({ signal }) => api<TMaterialList>('GET', '/api/materials', { query: { channel }, signal }),
  });

export function uploadMaterialFile(file: File, onProgress: (share: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<TFile>('/api/file', form, onProgress, 'Die Datei konnte nicht hochgeladen werden.');
}
export const createMaterial = (input: TMaterialInput) => api<{ data: TMaterial }>('POST', '/api/materials', { body: input }).then((r) => r.data);
export const deleteMaterial = (id: number) => api('DELETE', `/api/materials/${id}`);
