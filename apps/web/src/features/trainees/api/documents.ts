// The trainee's documents: GET /api/files (own files), POST /api/file (with progress), GET /api/file/{id}
// (download with the bearer token), PUT and DELETE /api/files/{id}.
import { useQuery } from '@tanstack/react-query';
import type { TFile } from '@oabat/domain/media';
import { api, ApiError, getToken } from '../../../lib/api.ts';

export const documentsKey = ['documents'] as const;
export const useDocuments = () => useQuery({ queryKey: documentsKey, queryFn: () => api<{ data: TFile[] }>('GET', '/api/files').then((r) => r.data) });
export const renameDocument = (id: number, name: string) => api<{ data: TFile }>('PUT', `/api/files/${id}`, { body: { original_filename: name } }).then((r) => r.data);
export const deleteDocument = (id: number) => api('DELETE', `/api/files/${id}`);

export function uploadDocument(file: File, onProgress: (f: number) => void): Promise<TFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/file');
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      let body: { data?: TFile; message?: string; errors?: Record<string, string[]> } | null = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON: handled below */ }
      if (xhr.status === 201 && body?.data) { resolve(body.data); return; }
      reject(new ApiError(xhr.status, body?.errors ? Object.values(body.errors)[0][0] : body?.message ?? 'Die Datei konnte nicht hochgeladen werden.', body?.errors ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung.'));
    xhr.send(form);
  });
}

/** Downloads with the bearer token (a plain link would not carry it) and hands the file to the browser. */
export async function downloadDocument(file: TFile) {
  const token = getToken();
  const res = await fetch(`/api/file/${file.id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, 'Die Datei konnte nicht geladen werden.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = file.original_filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
