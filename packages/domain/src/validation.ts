// Pure validation rules of spec 01 §5.

// Relative path of letters, digits, @ - % _ ~ and slashes, with optional query and hash.
const SAFE_PATH = /^\/[A-Za-z0-9@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/;

/** Whether a remembered redirect-after-login path may be followed. */
export function isSafeRedirectPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2000) return false;
  // "//host" would be protocol-relative, i.e. another site.
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  return SAFE_PATH.test(path);
}

/** Strips HTML tags and collapses the whitespace they leave. */
export function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Page title with the product suffix unless it is over 55 characters. */
export function pageTitle(title: string | undefined | null): string {
  if (!title) return 'Oabat';
  return title.length > 55 ? title : `${title} | Oabat`;
}
