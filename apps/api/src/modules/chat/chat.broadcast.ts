// Broadcasts (admins only): one message into each recipient's conversation with the sender. The
// sender does not see the copies (visible_to_sender false) until someone answers.
import { isAdmin, isSupport, specialAccountOf } from '@oabat/domain/rights';
import type { SessionUser } from '../../lib/session-user.ts';
import { forbidden, invalid } from '../../lib/errors.ts';
import { ensureConversation, insertMessage, findPeople, ownsMedia, type MessageRow } from './chat.repository.ts';
import { emitMessage } from './chat.events.ts';
import type { ChatDeps } from './chat.usecases.ts';
import * as notify from './chat.notify.repository.ts';

export const BROADCAST_MESSAGES = {
  adminOnly: 'Rundnachrichten dürfen nur Administratoren senden.',
  sender: 'Als Absender ist nur das Oabat-Team möglich.',
  channel: 'Diesen Channel gibt es nicht.',
  empty: 'Bitte gib eine Nachricht ein.',
} as const;

interface BroadcastInput {
  sender?: number | null;
  body: string;
  file_id?: number | null;
  image_id?: number | null;
  type: string;
  user_ids: number[];
}

async function deliver(
  deps: ChatDeps,
  senderId: number,
  recipients: number[],
  m: { body: string; type: string; fileId?: number | null; imageId?: number | null },
) {
  const rows: MessageRow[] = [];
  for (let i = 0; i < recipients.length; i += 200) {
    // Batches keep each transaction short on a large channel.
    const batch = recipients.slice(i, i + 200);
    rows.push(
      ...(await deps.db.tx(async (q) => {
        const out: MessageRow[] = [];
        for (const userId of batch) {
          const conversationId = await ensureConversation(q, senderId, userId);
          out.push(
            await insertMessage(q, { conversationId, senderId, body: m.body, type: m.type, fileId: m.fileId, imageId: m.imageId, visibleToSender: false }),
          );
        }
        return out;
      })),
    );
  }
  // Live delivery after the commit, in the background: the answer does not wait for thousands of emits.
  void (async () => {
    for (const row of rows) await emitMessage(deps, row).catch(() => {});
  })();
  return rows.length;
}

/** POST /api/chat/messages/broadcast: to chosen users, as the admin or the support account. */
export async function broadcast(deps: ChatDeps, viewer: SessionUser, input: BroadcastInput) {
  if (!isAdmin(viewer)) throw forbidden(BROADCAST_MESSAGES.adminOnly);
  const senderId = input.sender ?? viewer.id;
  if (senderId !== viewer.id) {
    const [sender] = await findPeople(deps.db, [senderId]);
    if (!sender || !isSupport({ special_account: specialAccountOf(sender.email, deps.acc) })) throw invalid('sender', BROADCAST_MESSAGES.sender);
  }
  const body = input.body.trim();
  const type = input.image_id ? 'image' : input.file_id ? 'file' : input.type === 'system' ? 'system' : 'regular';
  if (!body && !input.image_id && !input.file_id) throw invalid('body', BROADCAST_MESSAGES.empty);
  if (input.image_id && !(await ownsMedia(deps.db, 'images', input.image_id, viewer.id))) throw invalid('image_id', 'Dieses Foto gibt es nicht.');
  if (input.file_id && !(await ownsMedia(deps.db, 'files', input.file_id, viewer.id))) throw invalid('file_id', 'Dieses Dokument gibt es nicht.');
  const people = await findPeople(
    deps.db,
    [...new Set(input.user_ids)].filter((id) => id !== senderId),
  );
  const sent = await deliver(
    deps,
    senderId,
    people.map((p) => p.id),
    { body, type, fileId: input.file_id, imageId: input.image_id },
  );
  return { recipients: sent, sent: true };
}

/** POST /api/admin/chat/broadcast: to every user of the businesses, schools and regions of a channel. */
export async function broadcastToChannel(
  deps: ChatDeps,
  viewer: SessionUser,
  input: { channel: string | number; body: string; type: string; send_messages: boolean },
) {
  if (!isAdmin(viewer)) throw forbidden(BROADCAST_MESSAGES.adminOnly);
  const channel = await notify.findChannel(deps.db, String(input.channel));
  if (!channel) throw invalid('channel', BROADCAST_MESSAGES.channel);
  const recipients = await notify.channelUserIds(deps.db, channel.id, viewer.id);
  if (!input.send_messages) return { recipients: recipients.length, sent: false };
  if (!input.body.trim()) throw invalid('body', BROADCAST_MESSAGES.empty);
  const sent = await deliver(deps, viewer.id, recipients, { body: input.body.trim(), type: input.type === 'regular' ? 'regular' : 'system' });
  return { recipients: sent, sent: true };
}
