// Incoming mail2chat: the inbound-mail webhook hands over a parsed reply (from, to, text). The reply address's
// token names the conversation and the business user it was mailed to; only that user, still a user of the
// business and with mail2chat, may answer by mail. The quoted mail is cut off; the rest is posted as a chat
// message from that user, exactly like one sent in the app (realtime, read state, response time).
import { bareAddress, chatBodyOf, replyTokensIn, stripQuoted, type TInboundMail } from '@oabat/domain/mail2chat';
import { hasMail2chat, type SpecialAccounts } from '@oabat/domain/rights';
import type { Db } from '../../db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { forbidden, invalid, notFound, unauthorized } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { findUserById } from '../accounts/index.ts';
import { sendMessage } from '../chat/chat.usecases.ts';
import * as repo from './mail2chat.repository.ts';

export interface InboundDeps {
  db: Db;
  realtime: Realtime;
  acc: SpecialAccounts;
  secret: string | undefined;
}

export const INBOUND_MESSAGES = {
  off: 'Der Mail-Eingang ist nicht eingerichtet.',
  secret: 'Das Geheimnis des Mail-Eingangs fehlt oder ist falsch.',
  unknownAddress: 'Diese Antwortadresse gibt es nicht.',
  sender: 'Der Absender darf in dieser Unterhaltung nicht per E-Mail antworten.',
  empty: 'Die E-Mail enthält keinen neuen Text.',
} as const;

export async function receiveMail(d: InboundDeps, secretHeader: string | undefined, mail: TInboundMail) {
  if (!d.secret) throw notFound('mail.inbound_off', INBOUND_MESSAGES.off);
  if (!secretHeader || !safeEqual(secretHeader, d.secret)) throw unauthorized(INBOUND_MESSAGES.secret);
  let target: Awaited<ReturnType<typeof repo.findToken>>;
  for (const token of replyTokensIn(mail.to)) {
    target = await repo.findToken(d.db, token);
    if (target) break;
  }
  if (!target) throw notFound('mail.unknown_address', INBOUND_MESSAGES.unknownAddress);
  const from = bareAddress(mail.from);
  const users = from ? await repo.businessUserByEmail(d.db, from, target.business_id) : [];
  if (!users.some((u) => u.id === target.user_id)) throw forbidden(INBOUND_MESSAGES.sender);
  const viewer = await findUserById(d.db, target.user_id, d.acc);
  if (!viewer || viewer.business?.id !== target.business_id || !hasMail2chat(viewer)) throw forbidden(INBOUND_MESSAGES.sender);
  const body = chatBodyOf(stripQuoted(mail.text));
  if (!body) throw invalid('text', INBOUND_MESSAGES.empty);
  const { message } = await sendMessage(d, viewer, { body, conversation_id: target.conversation_id });
  return { conversation_id: target.conversation_id, message_id: message.id };
}
