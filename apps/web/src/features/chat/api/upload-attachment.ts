// Uploads a picture (POST /api/images, private: the conversation's participants get signed URLs) or a document (POST /api/file)
// with upload progress, for a chat message.
import { getToken } from '../../../lib/api.ts';

export interface Uploaded { id: number }

export function uploadAttachment(kind: 'image' | 'file', file: File, onProgress: (percent: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (kind === 'image') { form.append('is_private', 'true'); form.append('image', file); } else form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', kind === 'image' ? '/api/images' : '/api/file');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    xhr.onload = () => {
      let body: { data?: Uploaded; message?: string; errors?: Record<string, string[]> } | null = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      if (xhr.status === 201 && body?.data) resolve(body.data);
      else reject(new Error(Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? 'Das Hochladen hat nicht geklappt.'));
    };
    xhr.onerror = () => reject(new Error('Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung.'));
    xhr.send(form);
  });
}

/** Downloads a chat document with the bearer token (a plain link would not carry it). */
export async function downloadFile(id: number, name: string) {
  const token = getToken();
  const res = await fetch(`/api/file/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error('Das Dokument konnte nicht geladen werden.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url; a.download = name; a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
