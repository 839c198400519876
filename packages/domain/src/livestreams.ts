// Livestreams (spec 02 §3 Livestream, §4, §7, §9): streams with an HLS video, slots of businesses, chat with
// delay and moderation, likes and emojis. Polls are in livestream-polls.ts. Realtime names are the spec's
// (REALTIME_EVENTS) plus three of this feature: a chat message, the lower bound (a banner under the video)
// and likes.
import { formatClock } from './dates.ts';
import { z } from 'zod';
import { ZId } from './common.ts';
import { REALTIME_EVENTS } from './realtime.ts';
import { ZPoll, ZStreamKey } from './livestream-polls.ts';

export const LIVESTREAM_EVENTS = {
  message: 'LivestreamMessage',
  /** Several chat messages in one frame (`{ livestream_id, messages }`): a busy chat reaches viewers at most ten times a second. */
  messages: 'LivestreamMessages',
  messageDeleted: REALTIME_EVENTS.messageDeleted,
  allUserMessagesDeleted: REALTIME_EVENTS.allUserMessagesDeleted,
  newLivestreamEvent: REALTIME_EVENTS.newLivestreamEvent,
  viewerCountChanged: REALTIME_EVENTS.viewerCountChanged,
  livestreamUpdated: REALTIME_EVENTS.livestreamUpdated,
  pollUpdated: REALTIME_EVENTS.livestreamPollUpdated,
  lowerBound: 'LowerBound',
  like: 'Like',
  /** Q&A: a held anonymous question was released (to the viewers as a new message, to moderators as an update). */
  messageUpdated: 'LivestreamMessageUpdated',
  /** Q&A: the pinned question changed (`message` null: none pinned). */
  pinned: 'LivestreamQuestionPinned',
} as const;

/** What viewers see instead of an anonymous question's nickname. */
export const ANONYMOUS_NICKNAME = 'Anonyme Frage';

/** §9: the current business is recomputed every 15 s; a slot counts as current from one minute before its start. */
export const LIVESTREAM_REFRESH_MS = 15_000;
export const LIVESTREAM_LEAD_MS = 60_000;
/** §9: volume 0.5, muted at start. */
export const LIVESTREAM_DEFAULT_VOLUME = 0.5;
export const LIVESTREAM_TITLE_MAX = 150;
export const LIVESTREAM_DESCRIPTION_MAX = 5_000;
export const LIVESTREAM_URL_MAX = 500;
export const NICKNAME_MAX = 30;
export const MESSAGE_MAX = 500;
/** Threshold values in seconds (a minute at most: a chat delayed longer is no chat). */
export const THRESHOLD_MAX = 60;
/** Per viewer and stream: at most this many messages in this window (a flood is refused with 429). */
export const MESSAGE_RATE = { max: 5, windowSeconds: 10 } as const;
export const LIVESTREAM_MESSAGES_SHOWN = 100;
/** The emojis viewers may send over the video (GET /api/livestream/emojis). */
export const LIVESTREAM_EMOJIS = ['👍', '👏', '❤️', '😂', '😮', '🔥', '🎉', '🤔'] as const;
export const RATE_MESSAGE = 'Du schreibst zu schnell. Bitte warte kurz, bevor du die nächste Nachricht sendest.';

// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
const NO_CONTROL_LINE = /^[^\u0000-\u001f\u007f]*$/;

const ZInstant = (what: string) =>
  z.iso.datetime({ offset: true, error: `Bitte gib ${what} an.` }).refine((v) => {
    const y = new Date(v).getUTCFullYear();
    return y >= 2000 && y <= 2100;
  }, `Bitte gib ${what} zwischen 2000 und 2100 an.`);
const ZUrl = z
  .string()
  .trim()
  .max(LIVESTREAM_URL_MAX, `Der Link darf höchstens ${LIVESTREAM_URL_MAX} Zeichen lang sein.`)
  .refine((v) => v === '' || /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i.test(v), 'Bitte gib einen Link ein, der mit https:// oder / beginnt.');
const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
const ZOptUrl = z.union([ZUrl, z.null()]).optional().transform(orNull);
const ZThreshold = z.coerce
  .number({ error: 'Bitte gib eine Zahl ein.' })
  .int('Bitte gib ganze Sekunden ein.')
  .min(0, 'Bitte gib 0 oder mehr Sekunden ein.')
  .max(THRESHOLD_MAX, `Höchstens ${THRESHOLD_MAX} Sekunden.`);

export const ZSlotInput = z
  .object({
    business_slug: z
      .string({ error: 'Bitte wähle einen Betrieb.' })
      .trim()
      .min(1, 'Bitte wähle einen Betrieb.')
      .max(120)
      .regex(/^[a-z0-9-]+$/, 'Diesen Betrieb gibt es nicht.'),
    starts_at: ZInstant('den Beginn'),
    ends_at: ZInstant('das Ende'),
    title: z
      .string()
      .trim()
      .max(LIVESTREAM_TITLE_MAX)
      .regex(NO_CONTROL_LINE, 'Bitte keine Steuerzeichen.')
      .nullish()
      .transform((v) => v || null),
  })
  .refine((s) => new Date(s.ends_at) >= new Date(s.starts_at), { path: ['ends_at'], message: 'Das Ende darf nicht vor dem Beginn liegen.' });
export type TSlotInput = z.output<typeof ZSlotInput>;

const fields = {
  title: z
    .string({ error: 'Bitte gib einen Titel ein.' })
    .trim()
    .min(3, 'Der Titel muss mindestens 3 Zeichen lang sein.')
    .max(LIVESTREAM_TITLE_MAX, `Der Titel darf höchstens ${LIVESTREAM_TITLE_MAX} Zeichen lang sein.`)
    .regex(NO_CONTROL_LINE, 'Bitte keine Steuerzeichen.'),
  description: z
    .string()
    .max(LIVESTREAM_DESCRIPTION_MAX, `Die Beschreibung darf höchstens ${LIVESTREAM_DESCRIPTION_MAX.toLocaleString('de-DE')} Zeichen lang sein.`)
    .regex(NO_CONTROL, 'Bitte keine Steuerzeichen.'),
  planned_start: ZInstant('den geplanten Beginn'),
  planned_end: ZInstant('das geplante Ende'),
  is_live: z.boolean(),
  is_secure: z.boolean(),
  /** Only set when given (empty keeps the stored one); required when a stream becomes secure. */
  password: z.string().max(100, 'Das Passwort darf höchstens 100 Zeichen lang sein.').optional(),
  account_only_vote: z.boolean(),
  thumbnail_url: ZOptUrl,
  video_url: ZOptUrl,
  replay_url: ZOptUrl,
  message_threshold: ZThreshold,
  self_message_threshold: ZThreshold,
  is_chat_public: z.boolean(),
  lower_bound: z
    .union([z.string().trim().max(200, 'Der Text darf höchstens 200 Zeichen lang sein.').regex(NO_CONTROL_LINE, 'Bitte keine Steuerzeichen.'), z.null()])
    .optional()
    .transform(orNull),
  job_fair_id: z.union([ZId, z.null()]).optional(),
  slots: z.array(ZSlotInput).max(200, 'Höchstens 200 Zeitfenster.'),
  /** E-mail addresses of the stream's moderators besides the admin. */
  moderator_emails: z.array(z.email('Bitte gib gültige E-Mail-Adressen ein.').max(200)).max(50),
};
const endAfterStart = (v: { planned_start?: string; planned_end?: string }) =>
  !v.planned_start || !v.planned_end || new Date(v.planned_end) >= new Date(v.planned_start);

export const ZLivestreamFields = z
  .object({
    ...fields,
    description: fields.description.default(''),
    is_live: fields.is_live.default(false),
    is_secure: fields.is_secure.default(false),
    account_only_vote: fields.account_only_vote.default(false),
    message_threshold: fields.message_threshold.default(0),
    self_message_threshold: fields.self_message_threshold.default(0),
    is_chat_public: fields.is_chat_public.default(true),
    slots: fields.slots.default([]),
    moderator_emails: fields.moderator_emails.default([]),
  })
  .refine(endAfterStart, { path: ['planned_end'], message: 'Das Ende darf nicht vor dem Beginn liegen.' });
export type TLivestreamFields = z.output<typeof ZLivestreamFields>;
export const ZLivestreamUpdate = z
  .object(fields)
  .partial()
  .refine(endAfterStart, { path: ['planned_end'], message: 'Das Ende darf nicht vor dem Beginn liegen.' });
export type TLivestreamUpdate = z.output<typeof ZLivestreamUpdate>;

export const ZLivestreamQuery = z.object({
  job_fair_id: ZId.optional(),
  when: z.enum(['upcoming', 'all']).default('all'),
});
export const ZChannelParams = z.object({ id: ZId, channelId: ZId });
export const ZChannelActive = z.object({ active: z.boolean({ error: 'Bitte gib active an.' }) });
export const ZVerifyInput = z.object({ password: z.string({ error: 'Bitte gib das Passwort ein.' }).min(1, 'Bitte gib das Passwort ein.').max(100) });
/** The key a viewer keeps in the browser, used for guests' votes and for blocks. */
export const ZChatUserId = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'Ungültige Chat-Kennung.')
  .optional();
export const ZNickname = z
  .string({ error: 'Bitte gib einen Spitznamen ein.' })
  .trim()
  .min(2, 'Dein Spitzname muss mindestens 2 Zeichen lang sein.')
  .max(NICKNAME_MAX, `Dein Spitzname darf höchstens ${NICKNAME_MAX} Zeichen lang sein.`)
  .regex(NO_CONTROL_LINE, 'Bitte keine Steuerzeichen.');
export const ZMessageInput = z.object({
  text: z
    .string({ error: 'Bitte schreib eine Nachricht.' })
    .trim()
    .min(1, 'Bitte schreib eine Nachricht.')
    .max(MESSAGE_MAX, `Eine Nachricht darf höchstens ${MESSAGE_MAX} Zeichen lang sein.`)
    .regex(NO_CONTROL_LINE, 'Bitte keine Steuerzeichen.'),
  nickname: ZNickname,
  chat_user_id: ZChatUserId,
  key: ZStreamKey,
  /** Slugs of mentioned businesses (the stream's current and next ones). */
  mentions: z
    .array(
      z
        .string()
        .max(120)
        .regex(/^[a-z0-9-]+$/),
    )
    .max(5)
    .default([]),
  /** Moderators only: shown to everybody at once. */
  no_threshold: z.boolean().default(false),
  /** Q&A: the message is a question for the stream's guests. */
  is_question: z.boolean().default(false),
  /** Q&A: asked without the nickname; held until a moderator releases it (implies a question). */
  anonymous: z.boolean().default(false),
});
export type TMessageInput = z.output<typeof ZMessageInput>;
export const ZStreamEventInput = z.object({
  type: z.enum(['like', 'emoji', 'message_like']),
  chat_user_id: ZChatUserId,
  key: ZStreamKey,
  emoji: z.enum(LIVESTREAM_EMOJIS).optional(),
  message_id: ZId.optional(),
});
export const ZBlockInput = z
  .object({ user_id: ZId.optional(), chat_user_id: ZChatUserId })
  .refine((v) => v.user_id !== undefined || v.chat_user_id !== undefined, { path: ['user_id'], message: 'Bitte gib an, wen du sperren willst.' });
export const ZMessageParams = z.object({ id: ZId, messageId: ZId });
/** Q&A: the question to pin above the chat, or null to unpin. */
export const ZPinInput = z.object({ message_id: z.union([ZId, z.null()], { error: 'Bitte wähle eine Frage.' }) });
export const ZUserParams = z.object({ id: ZId, userId: z.string().regex(/^([1-9]\d{0,9}|[A-Za-z0-9-]{8,64})$/, 'Unbekannte Person.') });
export const ZViewerQuery = z.object({ chat_user_id: ZChatUserId });

export const ZBusinessRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const ZSlot = z.object({ id: z.number().int(), business: ZBusinessRef, starts_at: z.string(), ends_at: z.string(), title: z.string().nullable() });
export type TSlot = z.infer<typeof ZSlot>;
export const ZLivestreamMessage = z.object({
  id: z.number().int(),
  livestream_id: z.number().int(),
  nickname: z.string(),
  /** Plain text; shown as text, never as HTML. */
  text: z.string(),
  user_id: z.number().int().nullable(),
  chat_user_id: z.string().nullable(),
  mentions: z.array(z.object({ slug: z.string(), name: z.string() })),
  no_threshold: z.boolean(),
  like_count: z.number().int(),
  created_at: z.string(),
  is_question: z.boolean(),
  is_anonymous: z.boolean(),
  /** An anonymous question not yet released: only its author and the moderators see it. */
  held: z.boolean(),
});
export type TLivestreamMessage = z.infer<typeof ZLivestreamMessage>;

/** Ingest (issue #38): where OBS publishes to and with which key, and what happened last. */
export const ZLivestreamIngest = z.object({
  /** nginx with the RTMP module runs with the platform (INGEST=rtmp). */
  enabled: z.boolean(),
  /** How to enable it when it does not run (German, for the admin page). */
  hint: z.string().nullable(),
  /** rtmp://host:port/live */
  server: z.string().nullable(),
  /** The stream key (OBS: "Streamschlüssel"). */
  key: z.string().nullable(),
  /** A publisher sends video now. */
  publishing: z.boolean(),
  /** The last thing that happened, in German ("Live seit …", "Abgelehnt: …", "Falsches Format: …"). */
  state: z.string().nullable(),
  /** The automatic replay made from the recording, for the admin (seconds, not whole). */
  replay: z
    .object({
      duration: z.number().nullable(),
      trim_start: z.number(),
      trim_end: z.number().nullable(),
      published: z.boolean(),
      available: z.boolean(),
    })
    .nullable(),
});
export type TLivestreamIngest = z.infer<typeof ZLivestreamIngest>;

export const ZLivestream = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  is_live: z.boolean(),
  is_secure: z.boolean(),
  account_only_vote: z.boolean(),
  thumbnail_url: z.string().nullable(),
  /** Null for a secure stream the viewer has not unlocked. */
  video_url: z.string().nullable(),
  replay_url: z.string().nullable(),
  viewers: z.number().int(),
  message_threshold: z.number().int(),
  /** The delay viewers' messages have now: message_threshold, or (0, ingest) the measured latency (issue #38). */
  chat_delay: z.number().int().optional(),
  self_message_threshold: z.number().int(),
  is_chat_public: z.boolean(),
  lower_bound: z.string().nullable(),
  like_count: z.number().int(),
  job_fair_id: z.number().int().nullable(),
  channels: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  slots: z.array(ZSlot),
  polls: z.array(ZPoll),
  messages: z.array(ZLivestreamMessage),
  /** Q&A: the question pinned above the chat. */
  pinned: ZLivestreamMessage.nullable(),
  /** The viewer moderates this stream (admin or one of its moderators). */
  is_admin: z.boolean(),
  /** The viewer manages polls (admin or a business with admin_livestream_polls). */
  can_admin_polls: z.boolean(),
  verified: z.boolean(),
  /** Moderators' e-mail addresses, for the platform admin only. */
  moderator_emails: z.array(z.string()).optional(),
  /** Going live from the platform (issue #38): only for the admin, the stream's moderators and its slots' businesses. */
  ingest: ZLivestreamIngest.optional(),
});
export type TLivestream = z.infer<typeof ZLivestream>;

/** POST /api/livestreams/{id}/verify: the key of a secure stream (null for an open one) and the stream as it opens. */
export const ZLivestreamUnlock = z.object({ key: z.string().nullable(), livestream: ZLivestream });
export type TLivestreamUnlock = z.infer<typeof ZLivestreamUnlock>;
/** POST /api/livestreams/{id}/events: a like answers the stream's or the message's new count; an emoji answers nothing. */
export const ZStreamEventResult = z.object({ like_count: z.number().int().optional() });
export type TStreamEventResult = z.infer<typeof ZStreamEventResult>;
/** PUT /api/livestreams/{id}/pinned: the question pinned now (null: none). */
export const ZPinnedQuestion = z.object({ message: ZLivestreamMessage.nullable() });
export type TPinnedQuestion = z.infer<typeof ZPinnedQuestion>;
/** GET /api/livestream/guest_id: a chat user id for a guest, signed by the server (votes and proposals need one). */
export const ZGuestId = z.object({ guest_id: z.string() });
export type TGuestId = z.infer<typeof ZGuestId>;
/** GET /api/livestream/emojis: the emojis a viewer may send (LIVESTREAM_EMOJIS). */
export const ZLivestreamEmojis = z.array(z.enum(LIVESTREAM_EMOJIS));
export type TLivestreamEmojis = z.infer<typeof ZLivestreamEmojis>;
/** DELETE /api/livestreams/{id}/messages/user/{userId}: how many messages went. */
export const ZDeletedMessages = z.object({ deleted: z.number().int() });
/** POST /api/livestreams/{id}/ingest_key: the new stream key. */
export const ZIngestKey = z.object({ key: z.string() });
/** The answer of a write that reports only its success (a block, a proposal). */
export const ZLivestreamOk = z.object({ ok: z.boolean() });

/** §4: the latest slot that started less than a minute ahead (i.e. starts before now + 60 s). */
export function currentSlot<S extends { starts_at: string }>(slots: S[], now = Date.now()): S | null {
  const started = slots.filter((s) => new Date(s.starts_at).getTime() <= now + LIVESTREAM_LEAD_MS);
  return started.sort((a, b) => b.starts_at.localeCompare(a.starts_at))[0] ?? null;
}
/** §4: the first slot starting more than a minute ahead. */
export function nextSlot<S extends { starts_at: string }>(slots: S[], now = Date.now()): S | null {
  return slots.filter((s) => new Date(s.starts_at).getTime() > now + LIVESTREAM_LEAD_MS).sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0] ?? null;
}
/** The businesses a viewer may mention: the current one first, then the next. */
export function mentionableCompanies(slots: TSlot[], now = Date.now()): { text: string; value: string }[] {
  const out: { text: string; value: string }[] = [];
  for (const s of [currentSlot(slots, now), nextSlot(slots, now)]) {
    if (s && !out.some((o) => o.value === s.business.slug)) out.push({ text: s.business.name, value: s.business.slug });
  }
  return out;
}

/** "15:30 – 16:00 Uhr" in Berlin time. */
export function formatSlotTime(startIso: string, endIso: string): string {
  return `${formatClock(startIso)} – ${formatClock(endIso)} Uhr`;
}

const ZSeconds = (what: string) =>
  z
    .number({ error: `Bitte gib ${what} in Sekunden an.` })
    .min(0, `${what} darf nicht negativ sein.`)
    .max(86_400, `${what} darf höchstens 24 Stunden sein.`);
/** The admin trims the automatic replay and publishes or hides it. */
export const ZReplayUpdate = z
  .object({
    trim_start: ZSeconds('Der Beginn').optional(),
    trim_end: z.union([ZSeconds('Das Ende'), z.null()]).optional(),
    published: z.boolean().optional(),
  })
  .refine((v) => v.trim_end == null || v.trim_start === undefined || v.trim_end > v.trim_start, {
    path: ['trim_end'],
    message: 'Das Ende muss nach dem Beginn liegen.',
  });
export type TReplayUpdate = z.output<typeof ZReplayUpdate>;
