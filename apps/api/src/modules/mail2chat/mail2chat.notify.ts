// Outgoing mail2chat: every message that reaches a business user whose business holds mail2chat (chat messages,
// applications and the platform's other notices) is mailed to that user through the outbox, with a link that opens
// the conversation and, when REPLY_MAIL_DOMAIN is set, a Reply-To of the conversation's reply address.
import crypto from 'node:crypto';
import { parseAction, type TChatMessage } from '@oabat/domain/chat';
import { replyAddress } from '@oabat/domain/mail2chat';
import type { NewMessagePayload } from '@oabat/domain/realtime';
import type { Db } from '../../db.ts';
import type { Config } from '../../config.ts';
import type { Transports } from '../../plugins/transports.ts';
import { claimMailed } from '../chat/index.ts';
import * as repo from './mail2chat.repository.ts';

export interface Mail2chatDeps {
  db: Db;
  transports: Transports;
  config: Pick<Config, 'REPLY_MAIL_DOMAIN' | 'publicUrl'>;
}

export const MAIL2CHAT_TEMPLATE = 'mail2chat.message';

/** Subject and the lines that say what arrived: the message text, or for an application its job and text. */
async function content(d: Mail2chatDeps, m: TChatMessage) {
  const from = m.sender_name;
  const action = m.type === 'action' ? parseAction(m.body) : null;
  if (action?.action === 'jobInterest') {
    const id = action.params.job_interest_id;
    const text = typeof id === 'number' ? await repo.interestMessage(d.db, id) : null;
    const job = typeof action.params.job_name === 'string' ? action.params.job_name : 'eine Stelle';
    const slug = typeof action.params.business_slug === 'string' && /^[a-z0-9-]{1,200}$/.test(action.params.business_slug) ? action.params.business_slug : null;
    return {
      subject: `Neue Bewerbung: ${job}`,
      lines: [
        `${from} interessiert sich für Ihre Stelle „${job}“.`,
        ...(text ? ['', text] : []),
        ...(slug ? ['', `Alle Bewerbungen mit Anhängen: ${d.config.publicUrl}/betriebe/${slug}/jobs/uebersicht`] : []),
      ],
    };
  }
  const body = m.type === 'regular' || m.type === 'system' ? m.body : m.preview;
  return { subject: `Neue Nachricht von ${from}`, lines: [`${from} hat Ihnen auf Oabat geschrieben:`, '', body] };
}

export async function mailMessage(d: Mail2chatDeps, userId: number, payload: NewMessagePayload) {
  const m = payload.message;
  if (m.sender_id === userId || m.is_deleted) return;
  const to = await repo.mailRecipient(d.db, userId);
  if (!to) return;
  const token = await repo.ensureToken(d.db, {
    token: crypto.randomBytes(16).toString('hex'),
    conversationId: m.conversation_id,
    userId,
    businessId: to.business_id,
  });
  const { subject, lines } = await content(d, m);
  const domain = d.config.REPLY_MAIL_DOMAIN;
  const text = [
    `Guten Tag${to.firstname ? ` ${to.firstname}` : ''},`,
    '',
    ...lines,
    '',
    `Zum Gespräch: ${d.config.publicUrl}/chat?conversation_id=${m.conversation_id}`,
    '',
    domain
      ? 'Sie können direkt auf diese E-Mail antworten: Ihre Antwort erscheint im Chat (zitierter Text wird entfernt).'
      : 'Bitte antworten Sie im Chat auf Oabat.',
    '',
    'Sie erhalten diese E-Mail, weil Ihr Betrieb Mail2Chat gebucht hat.',
  ].join('\n');
  await d.transports.mail({
    to: to.email,
    subject,
    text,
    template: MAIL2CHAT_TEMPLATE,
    ...(domain ? { headers: { 'Reply-To': replyAddress(token, domain) } } : {}),
  });
  // The message is mailed: the unread-message mail later need not mention it again.
  await claimMailed(d.db, m.conversation_id, userId, m.id);
}
