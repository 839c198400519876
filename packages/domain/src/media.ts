// Wire schemas and pure rules of images and files (spec 01 §3, 02 §3 Image and File, 02 §7).
import { z } from 'zod';

/** Image size keys and their widths in pixels; `p` is the tiny blurred placeholder. */
export const IMAGE_WIDTHS = { 1: 320, 2: 640, 3: 1024, 4: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;
export const IMAGE_SIZES = [1, 2, 3, 4] as const satisfies readonly ImageSize[];
export const PLACEHOLDER_WIDTH = 20;
export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The URL of one variant of a public image (private ones are signed by the API, see toWireImage). */
export const publicImageUrl = (uid: string, variant: string) => `/media/images/${uid}/${variant}`;
/** The small sizes of a public image, as the cards show a logo. */
export const publicLogoUrls = (uid: string | null) => (uid ? { '1.webp': publicImageUrl(uid, '1.webp'), '1.jpg': publicImageUrl(uid, '1.jpg') } : null);

/** Upload limits (our decision, spec: not shown). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Decoding more pixels than this is refused: a tiny file can expand to gigabytes (image bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'] as const;
/** Documents a person may attach (applications, materials, chat). Decided by content, never by name. */
export const ALLOWED_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/msword',
  'application/x-cfb',
] as const;

export const ZImage = z.object({
  id: z.number().int(),
  uid: z.string(),
  file_name: z.string(),
  file_path: z.string(),
  /** Keyed `1.webp`, `1.jpg`, ... `4.jpg`, `p.webp`, `p.jpg`; a small original is never enlarged. */
  urls: z.record(z.string(), z.string()),
  local: z.boolean(),
  is_private: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
});
export type TImage = z.infer<typeof ZImage>;

export const ZImageUpdate = z.object({
  file_name: z.string().trim().min(1, 'Bitte gib einen Namen ein.').max(200, 'Der Name ist zu lang.').optional(),
  is_private: z.boolean({ error: 'Bitte gib an, ob das Bild privat ist.' }).optional(),
  public: z.boolean({ error: 'Bitte gib an, ob das Bild öffentlich ist.' }).optional(),
});

export const ZFile = z.object({
  id: z.number().int(),
  original_filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** Only the owner sees the uuid: it is what claims an upload made before login. */
  uuid: z.string().nullable(),
  created_at: z.string(),
});
export type TFile = z.infer<typeof ZFile>;

export const ZFileUpdate = z.object({
  original_filename: z
    .string({ error: 'Bitte gib einen Dateinamen ein.' })
    .trim()
    .min(1, 'Bitte gib einen Dateinamen ein.')
    .max(200, 'Der Dateiname ist zu lang.'),
});
export const ZClaimFile = z.object({ uuid: z.uuid({ error: 'Bitte gib eine gültige Kennung an.' }) });

/** File name extension for a detected mime type (for downloads named without one). */
export function extensionFor(mime: string): string {
  const map: Record<string, string> = {
    'application/pdf': 'pdf',
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/gif': 'gif',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
    'application/vnd.oasis.opendocument.text': 'odt',
    'application/vnd.oasis.opendocument.spreadsheet': 'ods',
    'application/msword': 'doc',
    'application/x-cfb': 'doc',
  };
  return map[mime] ?? 'bin';
}

/**
 * A display name safe to store and to send back: no folders (`../`, `C:\`), no control or
 * bidi characters, no leading dots, at most 150 characters; never empty.
 */
export function safeFileName(name: string | null | undefined, fallback = 'datei'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - ext.length) + ext;
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266), with nothing that breaks the header. */
export function contentDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const safe = safeFileName(name);
  const ascii =
    safe
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '_') || 'datei';
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Picks an image URL by the spec's defaults (size 3, webp unless the browser cannot). */
export function imageUrl(urls: Record<string, string> | null | undefined, size: ImageSize | 'p' = 3, format: ImageFormat = 'webp'): string | null {
  if (!urls) return null;
  if (urls[`${size}.${format}`]) return urls[`${size}.${format}`];
  // An image narrower than the asked size has only the smaller sizes: take the largest below.
  if (size !== 'p') for (let s = size - 1; s >= 1; s--) if (urls[`${s}.${format}`]) return urls[`${s}.${format}`];
  return urls[`p.${format}`] ?? null;
}
