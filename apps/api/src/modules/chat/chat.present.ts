// Turns chat rows into the wire shapes of packages/domain/chat, from one participant's point of view.
import { messagePreview, type MessageType, type TChatMessage, type TChatParticipant, type TConversation } from '@oabat/domain/chat';
import { MODERATED_MESSAGE_PREVIEW } from '@oabat/domain/reports';
import { isSupport, specialAccountOf, type SpecialAccounts } from '@oabat/domain/rights';
import type { Queryable } from '../../db.ts';
import { findPeople, findMessagesByIds, type ConversationRow, type MessageRow, type PersonRow } from './chat.repository.ts';

export const TEAM_NAME = 'Oabat-Team';
export const SYSTEM_SENDER_NAME = 'Oabat';

export function toParticipant(p: PersonRow, acc: SpecialAccounts): TChatParticipant {
  const person = `${p.firstname} ${p.lastname}`.trim();
  if (isSupport({ special_account: specialAccountOf(p.email, acc) })) return { id: p.id, name: TEAM_NAME, type: 'team', slug: null };
  if (p.region_name) return { id: p.id, name: p.region_name, type: 'region', slug: p.region_slug };
  if (p.school_name) return { id: p.id, name: p.school_name, type: 'school', slug: p.school_slug };
  if (p.business_name) return { id: p.id, name: p.business_name, type: 'business', slug: p.business_slug };
  return { id: p.id, name: person || 'Unbekannt', type: p.is_trainee ? 'trainee' : 'user', slug: null };
}

export async function loadParticipants(db: Queryable, ids: number[], acc: SpecialAccounts) {
  const people = await findPeople(db, [...new Set(ids)]);
  return new Map(people.map((p) => [p.id, toParticipant(p, acc)]));
}

/** Read state of one conversation as its viewer sees it. */
export interface Perspective {
  viewerId: number;
  myReadId: number;
  myReadAt: Date | null;
  otherReadId: number;
  otherReadAt: Date | null;
}
export const perspectiveOf = (r: ConversationRow, viewerId = r.me_id): Perspective => ({
  viewerId,
  myReadId: r.my_read_id,
  myReadAt: r.my_read_at,
  otherReadId: r.other_read_id,
  otherReadAt: r.other_read_at,
});

export function toMessage(m: MessageRow, who: Perspective, people: Map<number, TChatParticipant>): TChatMessage {
  const mine = m.sender_id !== null && m.sender_id === who.viewerId;
  const readAt = mine ? (who.otherReadId >= m.id ? who.otherReadAt : null) : who.myReadId >= m.id ? who.myReadAt : null;
  const deleted = m.deleted_at !== null;
  const type = m.type as MessageType;
  const base = {
    id: m.id,
    body: deleted ? '' : m.body,
    sender_id: m.sender_id,
    conversation_id: m.conversation_id,
    type,
    visible_to_sender: m.visible_to_sender,
    is_deleted: deleted,
    sender_name: m.sender_id === null ? SYSTEM_SENDER_NAME : (people.get(m.sender_id)?.name ?? 'Unbekannt'),
    created_at: m.created_at.toISOString(),
    meta: { is_sender: mine, read_at: readAt ? readAt.toISOString() : null },
    // A deleted message keeps no trace of its content, media included.
    file_id: deleted ? null : m.file_id,
    image_id: deleted ? null : m.image_id,
  };
  return { ...base, preview: m.moderated_at ? MODERATED_MESSAGE_PREVIEW : messagePreview(base) };
}

/** Conversations with participants and latest messages, in as few queries as possible. */
export async function toConversations(
  db: Queryable,
  rows: (ConversationRow & { lm_id: number | null })[],
  acc: SpecialAccounts,
  viewerId?: number,
  known?: { people: Map<number, TChatParticipant>; messages: MessageRow[] },
): Promise<TConversation[]> {
  // Callers that already hold the people and the latest message (the emitter) save two queries per view.
  const wanted = rows.map((r) => r.lm_id).filter((id): id is number => id !== null);
  const latest = known && wanted.every((id) => known.messages.some((m) => m.id === id)) ? known.messages : await findMessagesByIds(db, wanted);
  const byId = new Map(latest.map((m) => [m.id, m]));
  const ids = [...rows.flatMap((r) => [r.me_id, r.other_id]), ...latest.flatMap((m) => (m.sender_id ? [m.sender_id] : []))];
  const people = known && ids.every((id) => known.people.has(id)) ? known.people : await loadParticipants(db, ids, acc);
  return rows.map((r) => {
    const lm = r.lm_id !== null ? byId.get(r.lm_id) : undefined;
    const me = people.get(r.me_id),
      other = people.get(r.other_id);
    return {
      id: r.id,
      type: 'single' as const,
      participants: [me, other].filter((p): p is TChatParticipant => !!p),
      user: other ?? null,
      latest_message: lm ? toMessage(lm, perspectiveOf(r, viewerId), people) : null,
      number_of_unread_messages: viewerId === undefined || viewerId === r.me_id ? r.unread : 0,
      is_blocked: !!(r.my_block || r.other_block),
      blocked_by_me: !!r.my_block,
      dummy: false,
    };
  });
}
