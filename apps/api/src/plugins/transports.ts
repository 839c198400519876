// Mail and SMS through one outbox: every message is recorded; SMTP / an SMS webhook deliver it when
// configured. Without them the outbox is the transport (admin page and tests read it).
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Queryable } from '../db.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  /** Extra mail headers (e.g. List-Unsubscribe), kept on the outbox row and handed to SMTP. */
  headers?: Record<string, string>;
}
export interface SmsMessage {
  to: string;
  text: string;
  template: string;
}
export interface Transports {
  mail(msg: MailMessage, db?: Queryable): Promise<void>;
  sms(msg: SmsMessage, db?: Queryable): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    transports: Transports;
  }
}

export function createTransports(config: Config, defaultDb: Queryable, log: { error: (o: object, m: string) => void }): Transports {
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const record = async (
    db: Queryable,
    channel: 'mail' | 'sms',
    to: string,
    subject: string | null,
    text: string,
    html: string | null,
    template: string,
    transport: string,
    headers: Record<string, string> | null = null,
  ) =>
    (await db.one<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, subject, body_text, body_html, template, transport, headers) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
      [channel, to, subject, text, html, template, transport, headers ? JSON.stringify(headers) : null],
    ))!.id;
  const mark = (id: number, error: string | null) =>
    defaultDb.query(`UPDATE outbox SET sent_at = CASE WHEN $2::text IS NULL THEN now() END, error = $2 WHERE id = $1`, [id, error]);

  return {
    async mail(msg, db = defaultDb) {
      const id = await record(db, 'mail', msg.to, msg.subject, msg.text, msg.html ?? null, msg.template, smtp ? 'smtp' : 'outbox', msg.headers);
      if (!smtp) return;
      // Delivery happens after the response; a failure is recorded on the row, never lost.
      void smtp.sendMail({ from: config.MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html, headers: msg.headers }).then(
        () => mark(id, null),
        (err: Error) => {
          log.error({ err }, 'mail delivery failed');
          return mark(id, err.message);
        },
      );
    },
    async sms(msg, db = defaultDb) {
      const url = config.SMS_WEBHOOK_URL;
      const id = await record(db, 'sms', msg.to, null, msg.text, null, msg.template, url ? 'webhook' : 'outbox');
      if (!url) return;
      void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to: msg.to, text: msg.text }) }).then(
        (res) => mark(id, res.ok ? null : `HTTP ${res.status}`),
        (err: Error) => {
          log.error({ err }, 'sms delivery failed');
          return mark(id, err.message);
        },
      );
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('transports', createTransports(app.config, app.db, app.log));
  },
  { name: 'transports', dependencies: ['context'] },
);
