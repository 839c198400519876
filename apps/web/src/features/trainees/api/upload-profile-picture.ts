// POST /api/trainee/{id}/upload_profile (multipart `avatar`) with upload progress.
import type { TTrainee } from '@oabat/domain/trainees';
import { uploadWithProgress } from '../../../lib/upload.ts';

export function uploadProfilePicture(traineeId: number, file: File, onProgress: (f: number) => void): Promise<TTrainee> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return uploadWithProgress<TTrainee>(`/api/trainee/${traineeId}/upload_profile`, form, onProgress, 'Das Bild konnte nicht hochgeladen werden.');
}
