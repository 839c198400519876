// mail2chat (issue #16, store product mail2chat): chat messages and applications to a business also arrive by
// e-mail, with a per-conversation reply address; the inbound-mail webhook posts the reply into the chat.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.ts';

/** Local part of a reply address: `reply+<token>`; the token is 32 lowercase hex characters (128 random bits). */
export const REPLY_LOCAL_PREFIX = 'reply+';
export const REPLY_TOKEN_PATTERN = /^[0-9a-f]{32}$/;
export const replyAddress = (token: string, domain: string) => `${REPLY_LOCAL_PREFIX}${token}@${domain}`;

/** The reply tokens found in the recipient list (To, Cc or the envelope recipient, in any letter case). */
export function replyTokensIn(to: string): string[] {
  const found = new Set<string>();
  for (const m of to.toLowerCase().matchAll(/reply\+([0-9a-f]{32})@/g)) found.add(m[1]);
  return [...found];
}

/** The bare address of `Name <a@b.de>` or `a@b.de`, lower case; null when there is none. */
export function bareAddress(from: string): string | null {
  const inAngles = from.match(/<([^<>\s]+@[^<>\s]+)>/);
  const raw = inAngles ? inAngles[1] : from.trim().match(/^[^\s<>"]+@[^\s<>"]+$/)?.[0];
  return raw ? raw.toLowerCase() : null;
}

// Lines where a mail client starts quoting the mail answered (German and English clients, Outlook, Apple, Gmail).
const QUOTE_HEADERS = [
  /^\s*am .{3,200} schrieb .{0,200}:\s*$/i,
  /^\s*on .{3,200} wrote:\s*$/i,
  /^\s*-{2,}\s*(ursprüngliche nachricht|original message|weitergeleitete nachricht|forwarded message)\s*-{2,}\s*$/i,
  /^\s*(von|from):\s.+$/i,
  /^_{10,}\s*$/,
];

/**
 * The new text of a reply: everything before the quoted mail (a "> " line, an "Am ... schrieb ...:" line, an
 * Outlook header block) and before the signature separator "-- ". Line ends normalised, outer blank lines trimmed.
 */
export function stripQuoted(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '-- ' || line === '--') break;
    if (line.startsWith('>')) break;
    if (QUOTE_HEADERS.some((re) => re.test(line))) break;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

const MAX_ADDRESS_LIST = 2000;
/** What the webhook takes: the parsed mail as a provider (or a local relay) hands it on. */
export const ZInboundMail = z.object({
  from: z.string({ error: 'Bitte gib den Absender an.' }).trim().min(3, 'Bitte gib den Absender an.').max(500, 'Der Absender ist zu lang.'),
  to: z
    .union([z.string().max(MAX_ADDRESS_LIST), z.array(z.string().max(500)).max(50)], 'Bitte gib den Empfänger an.')
    .transform((v) => (Array.isArray(v) ? v.join(', ') : v)),
  text: z.string({ error: 'Bitte gib den Text der E-Mail an.' }).max(200_000, 'Die E-Mail ist zu lang.'),
});
export type TInboundMail = z.output<typeof ZInboundMail>;

export const ZInboundResult = z.object({ conversation_id: z.number().int(), message_id: z.number().int() });

/** A reply longer than a chat message is cut to the chat's limit (with a mark), never refused. */
export function chatBodyOf(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters (but line breaks and tabs) are dropped
  const reply = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  if (reply.length <= CHAT_MESSAGE_MAX_LENGTH) return reply;
  return `${reply.slice(0, CHAT_MESSAGE_MAX_LENGTH - 2)} …`;
}
