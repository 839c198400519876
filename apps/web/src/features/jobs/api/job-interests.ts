// Applying: POST /api/file (each attachment, with upload progress) then POST /api/job_interests.
import { api, ApiError, getToken } from '../../../lib/api.ts';

/** Uploads one file and reports progress (0..1); resolves to the file id. */
export function uploadFile(file: File, onProgress: (share: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/file');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      const body = (() => { try { return JSON.parse(xhr.responseText); } catch { return null; } })();
      if (xhr.status === 201) resolve(body.data.id as number);
      else reject(new ApiError(xhr.status, body?.message ?? 'Die Datei konnte nicht hochgeladen werden.', body?.errors));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export const sendJobInterest = (body: { job_id: number; trainee_id?: number; message: string; file_ids: number[] }) =>
  api<{ data: { id: number } }>('POST', '/api/job_interests', { body }).then((r) => r.data);
