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
import * as notify from './chat.notify.repository.ts';
import type { Candidate } from './chat.notify.repository.ts';

interface Deps {
  db: Db;
  config: Config;
  transports: Transports;
  realtime: Realtime;
  acc: SpecialAccounts;
}

export async function sweepUnreadMail(deps: Deps, delayMinutes: number): Promise<number> {
  const candidates = await notify.unreadMailCandidates(deps.db, delayMinutes);
  const byUser = new Map<number, Candidate[]>();
  for (const c of candidates) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);
  let mails = 0;
  for (const [userId, list] of byUser) {
    if (await deps.realtime.isOnline(userId)) continue; // online: they see it live; the next sweep looks again
    const claimed: Candidate[] = [];
    for (const c of list) {
      const ok = await notify.claimMailed(deps.db, c.conversation_id, userId, c.max_id);
      if (ok) claimed.push(c);
    }
    if (!claimed.length) continue;
    const people = await loadParticipants(
      deps.db,
      claimed.map((c) => c.other_id),
      deps.acc,
    );
    const total = claimed.reduce((s, c) => s + c.n, 0);
    const lines = claimed.map(
      (c) =>
        `- ${people.get(c.other_id)?.name ?? 'Unbekannt'}: ${c.n} ${c.n === 1 ? 'neue Nachricht' : 'neue Nachrichten'}\n  ${deps.config.publicUrl}/chat?conversation_id=${c.conversation_id}`,
    );
    await deps.transports.mail({
      to: list[0].email,
      subject: total === 1 ? 'Du hast eine ungelesene Nachricht auf Oabat' : `Du hast ${total} ungelesene Nachrichten auf Oabat`,
      text:
        `Hallo${list[0].firstname ? ` ${list[0].firstname}` : ''},\n\ndu hast ungelesene Nachrichten auf Oabat:\n\n${lines.join('\n')}\n\n` +
        `Diese E-Mails kannst du in deinen Einstellungen abschalten: ${deps.config.publicUrl}/einstellungen\n`,
      template: 'chat.unread',
    });
    mails += 1;
  }
  return mails;
}
