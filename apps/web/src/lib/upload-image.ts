// POST /api/images (multipart) with upload progress.
import type { TImage } from '@oabat/domain/media';
import { uploadWithProgress } from './upload.ts';

export function uploadImage(file: File, onProgress: (fraction: number) => void, isPublic = true): Promise<TImage> {
  const form = new FormData();
  form.append('public', String(isPublic));
  form.append('image', file, file.name);
  return uploadWithProgress<TImage>('/api/images', form, onProgress, 'Das Bild konnte nicht hochgeladen werden.');
}
