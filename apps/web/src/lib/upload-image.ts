// POST /api/images (multipart) with upload progress, which fetch cannot report: XMLHttpRequest does.
import type { TImage } from '@oabat/domain/media';
import { ApiError, getToken } from './api.ts';

export function uploadImage(file: File, onProgress: (fraction: number) => void, isPublic = true): Promise<TImage> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('public', String(isPublic));
    form.append('image', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      let body: { data?: TImage; message?: string; errors?: Record<string, string[]> } | null = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON: handled below */ }
      if (xhr.status === 201 && body?.data) { onProgress(1); resolve(body.data); return; }
      reject(new ApiError(xhr.status, body?.errors ? Object.values(body.errors)[0][0] : body?.message ?? 'Das Bild konnte nicht hochgeladen werden.', body?.errors ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung.'));
    xhr.send(form);
  });
}
