// Stores a contact message and mails it to its receiver: the product team by default, or a business by slug.
import type { Config } from '../../config.ts';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import { invalid } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.repository.ts';
import { businessRecipients, insertContactMessage } from './contact.repository.ts';

interface Deps {
  db: Db;
  config: Config;
  transports: Transports;
}
export interface ContactInput {
  context?: string | null;
  email: string;
  name?: string | null;
  message?: string | null;
  phone?: string | null;
  receiver?: string | null;
}

export const PRODUCT_RECEIVER = 'oabat';

export async function sendContactMessage(deps: Deps, input: ContactInput, userId: number | null, ip: string) {
  await consume(
    deps.db,
    [{ key: `contact:ip:${ip}`, max: deps.config.CONTACT_MAX_PER_IP, windowSeconds: deps.config.RATE_WINDOW_SECONDS }],
    'Du hast schon mehrere Nachrichten gesendet. Bitte warte einen Moment.',
  );
  const receiver = input.receiver?.trim() || PRODUCT_RECEIVER;
  // Never an address from the request: the form must not become a relay to arbitrary inboxes.
  const recipients = receiver === PRODUCT_RECEIVER ? [deps.config.OPERATOR_EMAIL] : await businessRecipients(deps.db, receiver);
  if (!recipients.length) throw invalid('receiver', 'Diesen Empfänger gibt es nicht.');
  const message = input.message!.trim();
  const subject = `Kontaktanfrage${input.context ? ` (${input.context})` : ''} von ${input.name?.trim() || input.email}`;
  const text =
    `Neue Nachricht über das Kontaktformular:\n\nName: ${input.name?.trim() || '–'}\nE-Mail: ${input.email}\n` +
    `Telefon: ${input.phone?.trim() || '–'}\nKontext: ${input.context?.trim() || '–'}\n\n${message}`;
  await deps.db.tx(async (q) => {
    await insertContactMessage(q, {
      userId,
      context: input.context ?? null,
      email: input.email,
      name: input.name ?? null,
      phone: input.phone ?? null,
      message,
      receiver,
    });
    for (const to of recipients) await deps.transports.mail({ to, subject, text, template: 'contact.message' }, q);
  });
}
