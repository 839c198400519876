// E-mail about unread chat messages. A periodic sweep in each API process (every
// CHAT_MAIL_SWEEP_SECONDS, default 60) mails a user whose oldest unmailed unread message is older
// than CHAT_UNREAD_MAIL_DELAY_MINUTES (default 15), when the user keeps `is_unread_messages_mail_active`
// and has no connected socket (on any process, through the adapter). Each unread message is mailed
// about at most once: the claim (mailed_message_id) is a conditional UPDATE, so two processes
// sweeping at once do not both send.
import type { Db } from '../../db.ts';
import type { Config } from '../../config.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SpecialAccounts } from '@oabat/domain/rights';
import { loadParticipants } from './chat.present.ts';

interface Deps { db: Db; config: Config; transports: Transports; realtime: Realtime; acc: SpecialAccounts }
interface Candidate { conversation_id: number; user_id: number; email: string; firstname: string; max_id: number; n: number; other_id: number }

export async function sweepUnreadMail(deps: Deps, delayMinutes: number): Promise<number> {
  const candidates = await deps.db.query<Candidate>(
    `SELECT p.conversation_id, p.user_id, u.email, u.firstname, max(m.id)::int AS max_id, count(*)::int AS n,
            (SELECT o.user_id FROM conversation_participants o WHERE o.conversation_id = p.conversation_id AND o.user_id <> p.user_id LIMIT 1) AS other_id
       FROM conversation_participants p
       JOIN users u ON u.id = p.user_id
       JOIN messages m ON m.conversation_id = p.conversation_id AND m.id > GREATEST(p.last_read_message_id, p.mailed_message_id)
                      AND m.sender_id IS DISTINCT FROM p.user_id AND m.deleted_at IS NULL
      WHERE u.is_unread_messages_mail_active AND u.is_active AND u.email IS NOT NULL AND p.blocked_at IS NULL
      GROUP BY p.conversation_id, p.user_id, u.email, u.firstname
     HAVING min(m.created_at) <= now() - make_interval(mins => $1)
      ORDER BY p.user_id LIMIT 1000`, [delayMinutes]);
  const byUser = new Map<number, Candidate[]>();
  for (const c of candidates) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);
  let mails = 0;
  for (const [userId, list] of byUser) {
    if (await deps.realtime.isOnline(userId)) continue; // online: they see it live; the next sweep looks again
    const claimed: Candidate[] = [];
    for (const c of list) {
      const ok = await deps.db.one(
        `UPDATE conversation_participants SET mailed_message_id = $3 WHERE conversation_id = $1 AND user_id = $2 AND mailed_message_id < $3 RETURNING 1`,
        [c.conversation_id, userId, c.max_id]);
      if (ok) claimed.push(c);
    }
    if (!claimed.length) continue;
    const people = await loadParticipants(deps.db, claimed.map((c) => c.other_id), deps.acc);
    const total = claimed.reduce((s, c) => s + c.n, 0);
    const lines = claimed.map((c) => `- ${people.get(c.other_id)?.name ?? 'Unbekannt'}: ${c.n} ${c.n === 1 ? 'neue Nachricht' : 'neue Nachrichten'}\n  ${deps.config.publicUrl}/chat?conversation_id=${c.conversation_id}`);
    await deps.transports.mail({
      to: list[0].email,
      subject: total === 1 ? 'Du hast eine ungelesene Nachricht auf Oabat' : `Du hast ${total} ungelesene Nachrichten auf Oabat`,
      text: `Hallo${list[0].firstname ? ` ${list[0].firstname}` : ''},\n\ndu hast ungelesene Nachrichten auf Oabat:\n\n${lines.join('\n')}\n\n`
        + `Diese E-Mails kannst du in deinen Einstellungen abschalten: ${deps.config.publicUrl}/einstellungen\n`,
      template: 'chat.unread',
    });
    mails += 1;
  }
  return mails;
}
