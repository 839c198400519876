// Posts (news articles) of businesses, schools and regions (spec 02 §3 Post, §7 Posts, §9 news load limit).
// The body is HTML that the server passes through an allow-list sanitiser; these schemas bound what arrives.
import { z } from 'zod';
import { INT32_MAX, ZId, zPage } from './common.ts';
import { ZImage } from './media.ts';
import { MAX_RADIUS_KM, DEFAULT_RADIUS_KM } from './search.ts';
import { stripHtml } from './validation.ts';
import { VIDEO_STATES, ZHttpsUrl, embedUrlOf } from './videos.ts';

export const POST_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_AUTHOR_TYPES = ['business', 'school', 'region'] as const;
export type PostAuthorType = (typeof POST_AUTHOR_TYPES)[number];

/** News, or a trainee story (the business's trainees tell about their training; shown on /betriebe/{slug}/azubis). */
export const POST_KINDS = ['news', 'trainee_story'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const POST_KIND_LABELS: Record<PostKind, string> = { news: 'Neuigkeit', trainee_story: 'Azubi-Geschichte' };

/** News load limit (02 §9): one page of the news tab. */
export const NEWS_LOAD_LIMIT = 20;
export const POST_TITLE_MIN = 3;
export const POST_TITLE_MAX = 150;
/** Characters of HTML; a long article with markup stays far below. */
export const POST_BODY_MAX = 100_000;
export const POST_COMMENT_MAX = 1000;

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Entwurf',
  pending: 'Wartet auf Freigabe',
  published: 'Veröffentlicht',
  rejected: 'Abgelehnt',
};

const ZTitle = z
  .string({ error: 'Bitte gib einen Titel ein.' })
  .trim()
  .min(POST_TITLE_MIN, `Der Titel muss mindestens ${POST_TITLE_MIN} Zeichen lang sein.`)
  .max(POST_TITLE_MAX, `Der Titel darf höchstens ${POST_TITLE_MAX} Zeichen lang sein.`);
const ZBody = z
  .string({ error: 'Bitte schreib einen Text.' })
  .max(POST_BODY_MAX, `Der Text darf höchstens ${POST_BODY_MAX.toLocaleString('de-DE')} Zeichen lang sein.`)
  .refine((v) => stripHtml(v).length > 0, 'Bitte schreib einen Text.');

/** A video link a post can play: Vimeo or YouTube (other addresses have no player to show). */
const ZVideoLink = ZHttpsUrl.refine((v) => embedUrlOf(v) !== null, 'Bitte gib einen Link zu einem Video auf Vimeo oder YouTube an.');
const ZPostExtras = z.object({
  kind: z.enum(POST_KINDS, 'Bitte wähle „Neuigkeit“ oder „Azubi-Geschichte“.'),
  /** One of the author's own videos shown in the post, or none. */
  video_id: z.union([ZId, z.null()]),
  /** Or a link to a video on Vimeo or YouTube (played in the host's player). */
  video_link: z.union([ZVideoLink, z.null()]),
});

/**
 * What an author sends (`{ post: {...} }`). `published` asks to publish: without the right to publish
 * directly it becomes `pending` until the admin decides. The admin sends `published` or `rejected` (with a
 * comment) to decide about a pending post.
 */
export const ZPostFields = z.object({
  title: ZTitle,
  body: ZBody,
  cover_image_id: z.union([ZId, z.null()]).optional(),
  status: z.enum(['draft', 'published', 'rejected'], 'Bitte wähle „Entwurf“ oder „Veröffentlichen“.').default('draft'),
  kind: ZPostExtras.shape.kind.default('news'),
  video_id: ZPostExtras.shape.video_id.optional(),
  video_link: ZPostExtras.shape.video_link.optional(),
  comment: z.string().trim().max(POST_COMMENT_MAX, `Die Begründung darf höchstens ${POST_COMMENT_MAX} Zeichen lang sein.`).nullish(),
});
export const ZPostInput = z.object({ post: ZPostFields });
export type TPostFields = z.output<typeof ZPostFields>;

/** PUT: every field optional (an admin's decision sends only the status). */
export const ZPostUpdate = z.object({
  post: z.object({
    title: ZTitle.optional(),
    body: ZBody.optional(),
    cover_image_id: z.union([ZId, z.null()]).optional(),
    status: z.enum(['draft', 'published', 'rejected'], 'Bitte wähle „Entwurf“ oder „Veröffentlichen“.').optional(),
    kind: ZPostExtras.shape.kind.optional(),
    video_id: ZPostExtras.shape.video_id.optional(),
    video_link: ZPostExtras.shape.video_link.optional(),
    comment: z.string().trim().max(POST_COMMENT_MAX, `Die Begründung darf höchstens ${POST_COMMENT_MAX} Zeichen lang sein.`).nullish(),
  }),
});
export type TPostUpdate = z.output<typeof ZPostUpdate>['post'];

export const ZPostSlugParam = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Diesen Beitrag gibt es nicht.'),
});

/**
 * GET /api/posts: the news around a place (latitude, longitude, radius), an author's posts
 * (author_type + author slug), the viewer's own (`mine=1`) or, for the admin, those waiting (`status=pending`).
 */
export const ZPostQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().positive().max(MAX_RADIUS_KM).default(DEFAULT_RADIUS_KM),
  author_type: z.enum(POST_AUTHOR_TYPES).optional(),
  author: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  mine: z.enum(['0', '1']).default('0'),
  status: z.enum(POST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(NEWS_LOAD_LIMIT),
  /** A job fair's id: only its participants' posts (the news tab of /messe/{locationSlug}). */
  job_fair: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  /** Words in the title or text (the news tab's search term; German stems, gender forms and synonyms as for jobs). */
  term: z.string().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').optional(),
  /** A channel's posts in the channel's order (its slug). */
  channel: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Diesen Channel gibt es nicht.')
    .optional(),
  kind: z.enum(POST_KINDS).optional(),
});
export type TPostQuery = z.output<typeof ZPostQuery>;

/** A post's video in the fields the player needs (the shape of a video's, 02 §3 Video). */
export const ZPostVideo = z.object({
  id: z.number().int().nullable(),
  uid: z.string().nullable(),
  title: z.string(),
  state: z.enum(VIDEO_STATES),
  error: z.null(),
  files: z.array(z.object({ quality: z.string(), type: z.string(), link: z.string(), width: z.number().nullable(), height: z.number().nullable() })),
  thumbnail_url: z.string().nullable(),
  embed_url: z.string().nullable(),
  link: z.string().nullable(),
});
export type TPostVideo = z.infer<typeof ZPostVideo>;

export const ZPostAuthor = z.object({
  type: z.enum(POST_AUTHOR_TYPES),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type TPostAuthor = z.infer<typeof ZPostAuthor>;

export const ZPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML (headings, lists, links, our own images). */
  body: z.string(),
  /** Plain text opening for cards and previews. */
  excerpt: z.string(),
  cover_image: ZImage.nullable(),
  status: z.enum(POST_STATUSES),
  review_comment: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author: ZPostAuthor,
  place: z.object({ name: z.string(), postal_code: z.string() }).nullable(),
  /** Kilometres from the searched place (news around a place only). */
  distance_km: z.number().nullable(),
  /** Whether the viewer may edit it (its author's organisation). */
  can_edit: z.boolean(),
  kind: z.enum(POST_KINDS),
  /** The video the post plays: one of the author's (id, uid) or a link (id null); null without one. */
  video: ZPostVideo.nullable(),
  /** The channels the post is on, with its place there (1 first; 0 a new post not yet sorted). */
  channels: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), sorting: z.number().int() })),
});
export type TPost = z.infer<typeof ZPost>;

/** POST/DELETE /api/posts/{slug}/channels/{channelId}: place a post on a channel at a position (1 first), take it off. */
export const ZPostChannelParams = ZPostSlugParam.extend({ channelId: ZId });
export const ZPostChannelQuery = z.object({
  sorting: z.coerce.number().int('Bitte gib eine ganze Zahl an.').min(1, 'Die Position beginnt bei 1.').max(100_000).default(1),
});
export const ZPostPage = zPage(ZPost);
export type TPostPage = z.infer<typeof ZPostPage>;

/** Where a post is read: a business's post under its profile, a school's or region's at /beitrag/{slug}. */
export function postHref(p: { slug: string; author: { type: PostAuthorType; slug: string } }): string {
  return p.author.type === 'business' ? `/betriebe/${p.author.slug}/beitrag/${p.slug}` : `/beitrag/${p.slug}`;
}

/** First characters of the text without markup, cut at a word. */
export function excerptOf(html: string, max = 240): string {
  // Inline tags join their words; block tags separate them (stripHtml puts a space for every tag).
  const text = stripHtml(html.replace(/<\/?(strong|b|em|i|u|s|a)(\s[^>]*)?>/gi, ''))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30))} …`;
}
