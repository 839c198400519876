// The editor's unsaved post, handed to /artikel/vorschau through sessionStorage (this tab only) so the preview
// shows exactly what is typed, and the editor gets it back on return.
import type { TImage } from '@oabat/domain/media';
import type { PostKind, TPostVideo } from '@oabat/domain/posts';

const KEY = 'oabat.post_preview';

export interface PostDraftForm {
  title: string;
  body: string;
  cover: TImage[];
  kind: PostKind;
  /** One of the author's videos (its id), or a link to one on Vimeo or YouTube, or neither. */
  videoId: number | null;
  videoLink: string;
  /** What the preview plays (the chosen video as the player needs it). */
  video: TPostVideo | null;
}
export interface PostPreviewDraft {
  form: PostDraftForm;
  author: { type: 'business' | 'school' | 'region'; slug: string; name: string } | null;
  /** The editor's path, to go back to. */
  editor: string;
}

export function savePostDraft(draft: PostPreviewDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    /* storage off: the preview shows its notice */
  }
}
export function loadPostDraft(): PostPreviewDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PostPreviewDraft) : null;
  } catch {
    return null;
  }
}
export function clearPostDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

/** Under a custom domain the editor and its preview live below /customdomain/ (the platform's own paths otherwise). */
const onCustomDomain = (pathname: string) => pathname.startsWith('/customdomain/');
export const postPreviewPath = (pathname: string) => (onCustomDomain(pathname) ? '/customdomain/artikelvorschau' : '/artikel/vorschau');
export const postEditorPath = (pathname: string) => (onCustomDomain(pathname) ? '/customdomain/artikel/erstellen' : '/beitrag');
