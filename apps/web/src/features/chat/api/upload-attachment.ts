// Uploads a picture (POST /api/images, private: the conversation's participants get signed URLs) or a document (POST /api/file)
// with upload progress, for a chat message.
import type { TFile, TImage } from '@oabat/domain/media';
import { downloadWithToken, uploadWithProgress } from '../../../lib/upload.ts';

export function uploadAttachment(kind: 'image' | 'file', file: File, onProgress: (percent: number) => void): Promise<TImage | TFile> {
  const form = new FormData();
  if (kind === 'image') {
    form.append('is_private', 'true');
    form.append('image', file, file.name);
  } else form.append('file', file, file.name);
  return uploadWithProgress<TImage | TFile>(
    kind === 'image' ? '/api/images' : '/api/file',
    form,
    (share) => onProgress(Math.round(share * 100)),
    'Das Hochladen hat nicht geklappt.',
  );
}

/** Downloads a chat document with the bearer token (a plain link would not carry it). */
export const downloadFile = (id: number, name: string) => downloadWithToken(`/api/file/${id}`, name, 'Das Dokument konnte nicht geladen werden.');
