// The one upload with progress of the web app (fetch cannot report upload progress: XMLHttpRequest
// does) and the one authenticated download. Every feature's upload calls these.
import { ApiError, getToken } from './api.ts';

const OFFLINE = 'Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung.';

interface Body<T> {
  data?: T;
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * Sends `form` as multipart to `path` and reports progress as a share 0..1. Resolves to the
 * answer's `data`; rejects with an ApiError carrying the first field message or the server's message.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (share: number) => void, failMessage: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: Body<T> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Body<T>;
      } catch {
        /* not JSON: handled below */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data !== undefined) {
        onProgress(1);
        resolve(body.data);
        return;
      }
      const fieldMessage = body?.errors ? Object.values(body.errors)[0]?.[0] : undefined;
      reject(new ApiError(xhr.status, fieldMessage ?? body?.message ?? failMessage, body?.errors ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, OFFLINE));
    xhr.send(form);
  });
}

/**
 * Fetches a private file with the bearer token (a plain link would not carry it): saved under
 * `fileName`, or opened in a new tab when no name is given.
 */
export async function downloadWithToken(path: string, fileName: string | null, failMessage: string) {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, failMessage);
  const url = URL.createObjectURL(await res.blob());
  if (fileName === null) {
    window.open(url, '_blank', 'noopener');
  } else {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
