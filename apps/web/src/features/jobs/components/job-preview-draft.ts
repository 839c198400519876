// The editor's unsaved job, handed to /betrieb/job/vorschau through sessionStorage (this tab only, gone when
// the tab closes) so the preview shows exactly what is typed, and the editor gets it back on return.
import type { JobView } from '../api/jobs.ts';

const KEY = 'oabat.job_preview';

export interface JobPreviewDraft<F = unknown> {
  /** The job as the public page would show it. */
  job: JobView;
  /** The editor's form as typed, restored when going back. */
  form: F;
  /** The editor's address (path and query), to go back to. */
  editor: string;
}

export function savePreviewDraft<F>(draft: JobPreviewDraft<F>) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    /* storage off: the preview shows its notice */
  }
}
export function loadPreviewDraft<F>(): JobPreviewDraft<F> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as JobPreviewDraft<F>) : null;
  } catch {
    return null;
  }
}
export function clearPreviewDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
