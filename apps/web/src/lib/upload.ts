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

/** A resumable (tus) upload in progress: `abort()` stops it and, with `terminate`, removes it on the server. */
export interface ResumableUpload {
  /** Resolves when every byte is on the server; rejects with an ApiError (the server's German message). */
  done: Promise<void>;
  /** Whether it continued an earlier upload of the same file (after a reload or a dropped connection). */
  resumed: boolean;
  abort(terminate?: boolean): Promise<void>;
}

/**
 * Sends `file` over tus (tus-js-client) to `endpoint`, in parts, with the bearer token on every request and the
 * retry delays of 02 §9. The upload's address is kept in localStorage under the file's fingerprint (name, type,
 * size, date), so choosing the same file again after a reload continues where it stopped. `canResume` decides
 * whether a stored upload belongs to the same object (its metadata).
 */
export async function uploadResumable(
  endpoint: string,
  file: File,
  o: {
    metadata: Record<string, string>;
    chunkSize: number;
    retryDelays: number[];
    canResume: (metadata: Record<string, string>) => boolean;
    onProgress: (share: number) => void;
    failMessage: string;
  },
): Promise<ResumableUpload> {
  const tus = await import('tus-js-client');
  let settle!: { resolve: () => void; reject: (e: Error) => void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const upload = new tus.Upload(file, {
    endpoint,
    chunkSize: o.chunkSize,
    retryDelays: o.retryDelays,
    metadata: { ...o.metadata, filename: file.name, filetype: file.type },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // A token may change between attempts (a new login): read it for every request.
    onBeforeRequest(req) {
      const token = getToken();
      if (token) req.setHeader('authorization', `Bearer ${token}`);
    },
    onProgress: (sent, total) => o.onProgress(total ? sent / total : 0),
    onSuccess: () => {
      o.onProgress(1);
      settle.resolve();
    },
    onShouldRetry(err) {
      // 4xx answers (refused type, too large, no right) are final; network errors and 5xx are retried.
      const status = (err as { originalResponse?: { getStatus(): number } }).originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500 || status === 409 || status === 423;
    },
    onError(err) {
      const res = (err as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
      let message = o.failMessage;
      try {
        message = (JSON.parse(res?.getBody() ?? '') as { message?: string }).message ?? message;
      } catch {
        if (!res) message = OFFLINE;
      }
      settle.reject(new ApiError(res?.getStatus() ?? 0, message));
    },
  });
  const previous = (await upload.findPreviousUploads()).filter((p) => o.canResume((p.metadata ?? {}) as Record<string, string>));
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return {
    done,
    resumed: !!previous[0],
    abort: (terminate = false) => upload.abort(terminate),
  };
}
