// Chat wire types (spec 02 §3 Conversation, Message; §4 chat action kinds; §7 Chat calls) and the
// German preview lines that the conversation list, the notifications and the e-mails show.
import { z } from 'zod';
import { INT32_MAX, ZId } from './common.ts';

export const MESSAGE_TYPES = ['regular', 'image', 'file', 'action', 'system', 'form'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const CHAT_ACTION_KINDS = [
  'schoolBusinessSiteNetworkRequest',
  'eventCreated',
  'jobInterest',
  'jobPublishmentRequest',
  'jobReviewCreated',
  'jobPublished',
  'internshipWeekCreated',
  'jobReviewed',
  'articlePublishmentRequest',
  'jobInterestReceipt',
] as const;
export type ChatActionKind = (typeof CHAT_ACTION_KINDS)[number];

/** Params of an action message: what its card and preview line need (names, slugs, ids). */
export const ZChatActionParams = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]));
export type TChatActionParams = z.infer<typeof ZChatActionParams>;
export const ZChatAction = z.object({ action: z.enum(CHAT_ACTION_KINDS), params: ZChatActionParams });
export type TChatAction = z.infer<typeof ZChatAction>;

export const DELETED_PREVIEW = { regular: 'Nachricht gelöscht', image: 'Foto gelöscht', file: 'Dokument gelöscht' } as const;

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);

/** The German line for an action message (list preview, card title, e-mail). */
export function actionPreview(action: TChatAction): string {
  const p = action.params;
  const job = text(p.job_name, 'eine Stelle');
  switch (action.action) {
    case 'schoolBusinessSiteNetworkRequest':
      return `Anfrage für das Firmennetzwerk${p.school_name ? ` von ${text(p.school_name, '')}` : ''}`;
    case 'eventCreated':
      return `Neue Veranstaltung: ${text(p.title, 'ohne Titel')}`;
    case 'jobInterest':
      return `Interesse an: ${job}`;
    case 'jobPublishmentRequest':
      return `Bitte um Veröffentlichung: ${job}`;
    case 'jobReviewCreated':
      return `Zur Prüfung eingereicht: ${job}`;
    case 'jobPublished':
      return `Veröffentlicht: ${job}`;
    case 'internshipWeekCreated':
      return `Neue Praktikumswoche: ${text(p.title, 'ohne Titel')}`;
    case 'jobReviewed':
      return p.status === 'rejected' ? `Veröffentlichung abgelehnt: ${job}` : `Veröffentlichung freigegeben: ${job}`;
    case 'articlePublishmentRequest':
      return `Bitte um Veröffentlichung des Artikels: ${text(p.title, 'ohne Titel')}`;
    case 'jobInterestReceipt':
      return `Bewerbung angekommen: ${job} – Antwort bis ${text(p.deadline, 'in 14 Tagen')}`;
  }
}

const slug = (v: unknown) => (typeof v === 'string' && /^[a-z0-9-]{1,200}$/.test(v) ? v : null);
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * Where an action card leads (the page that acts on it), or null when it has no page of its own. `mine`: the viewer
 * sent it; a pupil's own application card leads to the job, never to the business's list of applications (issue #36).
 */
export function actionLink(action: TChatAction, { mine = false }: { mine?: boolean } = {}): { to: string; label: string } | null {
  const p = action.params;
  const business = slug(p.business_slug) ?? 'betrieb';
  const job = id(p.job_id);
  switch (action.action) {
    case 'jobPublishmentRequest':
    case 'jobReviewCreated':
      return job && id(p.review_id) ? { to: `/betriebe/${business}/jobs/${job}/review?review=${p.review_id}`, label: 'Zur Prüfung' } : null;
    case 'jobReviewed':
    case 'jobPublished':
      return job && slug(p.business_slug) ? { to: `/betriebe/${business}/jobs/${slug(p.job_slug) ?? job}`, label: 'Stelle ansehen' } : null;
    case 'articlePublishmentRequest':
      return { to: slug(p.post_slug) ? `/admin/artikel#${p.post_slug}` : '/admin/artikel', label: 'Zur Freigabe' };
    case 'eventCreated':
      return slug(p.event_slug) ? { to: `/event/${p.event_slug}`, label: 'Veranstaltung ansehen' } : null;
    case 'jobInterest':
      if (!slug(p.business_slug)) return null;
      if (mine) return job ? { to: `/betriebe/${business}/jobs/${job}`, label: 'Stelle ansehen' } : null;
      return { to: `/betriebe/${business}/jobs/uebersicht`, label: 'Bewerbungen ansehen' };
    default:
      return null;
  }
}

/** Reads an action message body; null when it is not valid JSON of a known action. */
export function parseAction(body: string | null | undefined): TChatAction | null {
  if (!body) return null;
  try {
    const r = ZChatAction.safeParse(JSON.parse(body));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** One line for a message: its text, a placeholder for media, the action line, or the deleted preview. */
export function messagePreview(m: Pick<TChatMessage, 'type' | 'body' | 'is_deleted'>): string {
  if (m.is_deleted) return m.type === 'image' ? DELETED_PREVIEW.image : m.type === 'file' ? DELETED_PREVIEW.file : DELETED_PREVIEW.regular;
  if (m.type === 'action') {
    const a = parseAction(m.body);
    return a ? actionPreview(a) : 'Hinweis';
  }
  if (m.type === 'image') return m.body?.trim() ? `Foto: ${m.body.trim()}` : 'Foto';
  if (m.type === 'file') return m.body?.trim() ? `Dokument: ${m.body.trim()}` : 'Dokument';
  return m.body ?? '';
}

export const ZChatParticipant = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the person chats as: business, school, region, trainee, or the Oabat team. */
  type: z.enum(['business', 'school', 'region', 'trainee', 'team', 'user']),
  slug: z.string().nullable(),
});
export type TChatParticipant = z.infer<typeof ZChatParticipant>;

export const ZChatMessage = z.object({
  id: z.number().int(),
  body: z.string(),
  sender_id: z.number().int().nullable(),
  conversation_id: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  visible_to_sender: z.boolean(),
  is_deleted: z.boolean(),
  sender_name: z.string(),
  created_at: z.string(),
  meta: z.object({ is_sender: z.boolean(), read_at: z.string().nullable() }),
  file_id: z.number().int().nullable(),
  image_id: z.number().int().nullable(),
  /** The German line for lists and notifications (see messagePreview). */
  preview: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZConversation = z.object({
  id: z.number().int(),
  type: z.literal('single'),
  participants: z.array(ZChatParticipant),
  /** The other participant, the one the list shows. */
  user: ZChatParticipant.nullable(),
  latest_message: ZChatMessage.nullable(),
  number_of_unread_messages: z.number().int(),
  is_blocked: z.boolean(),
  /** Blocked by the viewer (only they can unblock). */
  blocked_by_me: z.boolean(),
  /** A conversation not yet created: it becomes real with the first message (id 0). */
  dummy: z.boolean(),
  messages: z.array(ZChatMessage).optional(),
  page: z.number().int().optional(),
  max_page: z.number().int().optional(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const CHAT_MESSAGE_MAX_LENGTH = 5000;
export const CHAT_MESSAGES_PER_PAGE = 20;

const ZBody = z
  .string({ error: 'Bitte gib eine Nachricht ein.' })
  .max(CHAT_MESSAGE_MAX_LENGTH, `Eine Nachricht darf höchstens ${CHAT_MESSAGE_MAX_LENGTH} Zeichen lang sein.`);
const ZOptId = z.union([ZId, z.null()]).optional();

export const ZSendMessageRequest = z.object({
  body: ZBody.optional().default(''),
  file_id: ZOptId,
  image_id: ZOptId,
  conversation_id: ZOptId,
  receiver_id: ZOptId,
});
export type TSendMessageRequest = z.output<typeof ZSendMessageRequest>;

export const ZCreateConversationRequest = z.object({ receiver_id: ZId });
export const ZSearchConversationsQuery = z.object({ query: z.string().trim().max(100).default('') });
export const ZMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Cursor alternative to page: messages older than this id (stable while new ones arrive). */
  before_id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
});
export const ZSetReadRequest = z.object({ force: z.boolean().optional() }).nullish();

export const ZBroadcastRequest = z.object({
  sender: ZOptId,
  body: ZBody.optional().default(''),
  file_id: ZOptId,
  image_id: ZOptId,
  type: z.enum(['regular', 'system', 'image', 'file']).optional().default('regular'),
  user_ids: z.array(ZId, { error: 'Bitte wähle Empfänger aus.' }).min(1, 'Bitte wähle Empfänger aus.').max(10_000),
});
export const ZAdminBroadcastRequest = z.object({
  channel: z.union([z.string().trim().min(1), ZId], { error: 'Bitte wähle einen Channel.' }),
  /** Required when sending; counting needs none. */
  body: ZBody.optional().default(''),
  type: z.enum(['regular', 'system']).optional().default('system'),
  /** false: only count the recipients (preview before sending). */
  send_messages: z.boolean().optional().default(true),
});
export type TAdminBroadcastRequest = z.infer<typeof ZAdminBroadcastRequest>;
export const ZBroadcastResult = z.object({ data: z.object({ recipients: z.number().int(), sent: z.boolean() }) });
export type TBroadcastResult = z.infer<typeof ZBroadcastResult>;
/** GET /api/chat/unread: the viewer's unread messages over all conversations (the menu badge). */
export const ZUnreadCount = z.object({ data: z.object({ count: z.number().int() }) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
