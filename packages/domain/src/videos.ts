// Videos of businesses, schools and regions (spec 02 §3 Video, §4 video upload states, §7 Videos and materials,
// §8 video upload error, §9 upload retry delays). An uploaded file arrives over tus and is rendered by the server;
// a link video points at Vimeo, YouTube or another https address.
import { z } from 'zod';
import { ZId } from './common.ts';

/** Upload retry delays (02 §9): 0, 3, 5, 10, 20 seconds. */
export const VIDEO_RETRY_DELAYS_MS = [0, 3000, 5000, 10000, 20000];
/** The tus endpoint; an upload's own address is `${VIDEO_UPLOAD_PATH}/{uploadId}`. */
export const VIDEO_UPLOAD_PATH = '/api/videos/upload';
/** Default of VIDEO_MAX_MB (the server's limit is configurable; the client reads it from the video it created). */
export const VIDEO_MAX_MB_DEFAULT = 500;
/** Parts of a tus upload: small enough that a dropped connection loses little, large enough for speed. */
export const VIDEO_CHUNK_BYTES = 8 * 1024 * 1024;
export const VIDEO_TITLE_MAX = 150;
export const VIDEO_DESCRIPTION_MAX = 2_000;
export const VIDEO_URL_MAX = 500;
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,video/x-matroska,video/x-msvideo,video/mpeg,video/3gpp,.mp4,.mov,.webm,.mkv,.avi,.m4v';
/** Types accepted by content (file-type on the first bytes), never by name. */
export const ALLOWED_VIDEO_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/matroska',
  'video/vnd.avi',
  'video/mpeg',
  'video/MP2P',
  'video/mp2t',
  'video/3gpp',
  'video/3gpp2',
  'video/x-m4v',
  'video/ogg',
  'video/x-flv',
  'video/x-ms-asf',
] as const;

export const VIDEO_TYPES = ['video', 'trainee_story'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export const VIDEO_TYPE_LABELS: Record<VideoType, string> = { video: 'Video', trainee_story: 'Azubi-Geschichte' };
export const VIDEO_STATES = ['pending', 'uploading', 'processing', 'ready', 'error'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];
export const VIDEO_OWNER_TYPES = ['business', 'school', 'region'] as const;
export type VideoOwnerType = (typeof VIDEO_OWNER_TYPES)[number];

export const VIDEO_MESSAGES = {
  processing: 'Das Video wird verarbeitet …',
  wrongType: 'Diese Datei ist kein Video. Bitte lade ein Video als MP4, MOV, WebM, MKV oder AVI hoch.',
  tooLarge: (mb: number) => `Das Video ist zu groß (höchstens ${mb} MB).`,
  renderFailed: 'Das Video konnte nicht verarbeitet werden. Bitte lade es noch einmal hoch.',
  /** The container is not one the server renders (videos.render.ts, VIDEO_CONTAINER_FORMATS). */
  unsupportedFormat: 'Dieses Videoformat wird nicht unterstützt. Bitte lade ein Video als MP4, MOV, WebM, MKV oder AVI hoch.',
  uploadFailed: 'Das Video konnte nicht hochgeladen werden. Bitte versuche es noch einmal.',
  /** Set by the hourly clean-up when an upload stayed unfinished for a day (videos.upload.ts). */
  uploadAbandoned: 'Der Upload wurde nicht beendet und nach einem Tag verworfen. Bitte lade das Video noch einmal hoch.',
};

const ZTitle = z
  .string({ error: 'Bitte gib einen Titel ein.' })
  .trim()
  .min(1, 'Bitte gib einen Titel ein.')
  .max(VIDEO_TITLE_MAX, `Der Titel darf höchstens ${VIDEO_TITLE_MAX} Zeichen lang sein.`);
const ZDescription = z
  .string({ error: 'Bitte gib eine Beschreibung als Text ein.' })
  .trim()
  .max(VIDEO_DESCRIPTION_MAX, `Die Beschreibung darf höchstens ${VIDEO_DESCRIPTION_MAX.toLocaleString('de-DE')} Zeichen lang sein.`);
/** An https address of a video (a link video, a video in a post). */
export const ZHttpsUrl = z
  .string()
  .trim()
  .max(VIDEO_URL_MAX, `Die Adresse darf höchstens ${VIDEO_URL_MAX} Zeichen lang sein.`)
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Bitte gib eine Adresse mit https:// ein.');

/** The id of a Vimeo video from its address (vimeo.com/123, player.vimeo.com/video/123), or null. */
export function vimeoIdOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (!/(^|\.)vimeo\.com$/.test(u.hostname)) return null;
    return /\/(\d{3,12})(?:\/|$)/.exec(u.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}
/** The id of a YouTube video from its address, or null. */
export function youtubeIdOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (/(^|\.)youtu\.be$/.test(u.hostname)) return /^\/([\w-]{6,20})$/.exec(u.pathname)?.[1] ?? null;
    if (!/(^|\.)youtube(-nocookie)?\.com$/.test(u.hostname)) return null;
    return u.searchParams.get('v')?.match(/^[\w-]{6,20}$/)?.[0] ?? /^\/(?:embed|shorts)\/([\w-]{6,20})/.exec(u.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}
/** An address a player frame may show (Vimeo's and YouTube's privacy-friendly players), or null for a plain link. */
export function embedUrlOf(url: string | null): string | null {
  if (!url) return null;
  const vimeo = vimeoIdOf(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}?dnt=1`;
  const yt = youtubeIdOf(url);
  return yt ? `https://www.youtube-nocookie.com/embed/${yt}` : null;
}

/**
 * POST /api/videos: a link video (`vimeo_url` or `link`) or an upload to come (`upload` with size and name,
 * like the video host's "create an upload" of 02 §7; the bytes then go to the tus endpoint).
 */
/** What a person types for any video (the web form checks these before it sends). */
export const ZVideoFields = z.object({
  title: ZTitle,
  description: ZDescription.default(''),
  type: z.enum(VIDEO_TYPES, 'Bitte wähle die Art des Videos.').default('video'),
});
export const ZVideoInput = ZVideoFields.extend({
  vimeo_url: ZHttpsUrl.nullish(),
  link: ZHttpsUrl.nullish(),
  upload: z
    .object({
      approach: z.literal('tus').default('tus'),
      size: z.coerce.number({ error: 'Bitte wähle ein Video aus.' }).int().positive('Bitte wähle ein Video aus.').max(Number.MAX_SAFE_INTEGER),
      name: z.string().trim().max(255).default(''),
    })
    .nullish(),
}).superRefine((v, ctx) => {
  const sources = [v.vimeo_url, v.link, v.upload].filter((s) => s !== undefined && s !== null).length;
  if (sources !== 1) ctx.addIssue({ code: 'custom', path: ['vimeo_url'], message: 'Bitte lade ein Video hoch oder gib einen Link an.' });
  if (v.vimeo_url && !vimeoIdOf(v.vimeo_url)) ctx.addIssue({ code: 'custom', path: ['vimeo_url'], message: 'Das ist keine Vimeo-Adresse.' });
});
export type TVideoInput = z.output<typeof ZVideoInput>;

export const ZVideoUpdate = z.object({
  title: ZTitle.optional(),
  description: ZDescription.optional(),
  type: z.enum(VIDEO_TYPES, 'Bitte wähle die Art des Videos.').optional(),
});
export type TVideoUpdate = z.output<typeof ZVideoUpdate>;

const ZSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+$/, 'Diese Adresse gibt es nicht.');
/** GET /api/videos: an owner's videos (owner_type + owner slug), a channel's, or the viewer's own (`mine=1`). */
export const ZVideoQuery = z.object({
  owner_type: z.enum(VIDEO_OWNER_TYPES).optional(),
  owner: ZSlug.optional(),
  channel: ZSlug.optional(),
  type: z.enum(VIDEO_TYPES).optional(),
  mine: z.enum(['0', '1']).default('0'),
});
export type TVideoQuery = z.output<typeof ZVideoQuery>;

export const ZVideoChannelParams = z.object({ id: ZId, channelId: ZId });
/** A channel the viewer may place videos in (GET /api/videos/channels). */
export const ZVideoChannel = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type TVideoChannel = z.infer<typeof ZVideoChannel>;
/** GET /api/videos/{id}: the id, or the uid the media viewer carries in `?media=` (image ids are numbers). */
export const ZVideoRefParam = z.object({
  id: z
    .string()
    .max(40)
    .regex(/^(\d{1,10}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/, 'Dieses Video gibt es nicht.'),
});
export const isVideoUid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v);
/** POST /api/videos/{id}/channels/{channelId}: the place in the channel's list (smaller first) and a kind. */
export const ZVideoChannelQuery = z.object({
  sorting: z.coerce.number().int('Bitte gib eine ganze Zahl an.').min(-100_000).max(100_000).default(0),
  type: z.enum(VIDEO_TYPES).default('video'),
});

export const ZVideo = z.object({
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(VIDEO_TYPES),
  vimeo_url: z.string().nullable(),
  vimeo_id: z.string().nullable(),
  link: z.string().nullable(),
  /** Where a player frame may show a link video (Vimeo, YouTube), or null. */
  embed_url: z.string().nullable(),
  state: z.enum(VIDEO_STATES),
  is_rendered: z.boolean(),
  error: z.string().nullable(),
  /** The rendition (H.264/AAC mp4) once rendered. */
  files: z.array(z.object({ quality: z.string(), type: z.string(), link: z.string(), width: z.number().nullable(), height: z.number().nullable() })),
  thumbnail_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  owner: z.object({ type: z.enum(VIDEO_OWNER_TYPES), id: z.number().int(), slug: z.string(), name: z.string() }),
  channels: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), sorting: z.number().int(), type: z.string() })),
  /** For a pending upload of the viewer's own: where tus sends the bytes, and the size limit. */
  upload: z.object({ approach: z.literal('tus'), upload_link: z.string(), max_bytes: z.number() }).nullable(),
  created_at: z.string(),
  can_edit: z.boolean(),
});
export type TVideo = z.infer<typeof ZVideo>;
export const ZVideoList = z.object({ data: z.array(ZVideo), can_edit: z.boolean() });
export type TVideoList = z.infer<typeof ZVideoList>;
