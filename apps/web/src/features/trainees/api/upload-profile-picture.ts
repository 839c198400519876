// POST /api/trainee/{id}/upload_profile (multipart `avatar`), with upload progress through XMLHttpRequest.
import type { TTrainee } from '@oabat/domain/trainees';
import { ApiError, getToken } from '../../../lib/api.ts';

export function uploadProfilePicture(traineeId: number, file: File, onProgress: (f: number) => void): Promise<TTrainee> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('avatar', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/trainee/${traineeId}/upload_profile`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      let body: { data?: TTrainee; message?: string; errors?: Record<string, string[]> } | null = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON: handled below */ }
      if (xhr.status === 200 && body?.data) { resolve(body.data); return; }
      reject(new ApiError(xhr.status, body?.errors ? Object.values(body.errors)[0][0] : body?.message ?? 'Das Bild konnte nicht hochgeladen werden.', body?.errors ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung.'));
    xhr.send(form);
  });
}
