// Operator details shown on Impressum, Datenschutz and AGB; the development outbox.
import { z } from 'zod';

export const ZSiteInfo = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  representative: z.string(),
  register: z.string(),
  vat_id: z.string(),
  /** Production hides the development pages (guard hide-in-production). */
  production: z.boolean(),
  /** Session replay is on (SESSION_REPLAY): the web app records qualifying business users (shouldRecordSession). */
  session_replay: z.boolean(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;
export const ZOutboxQuery = z.object({ recipient: z.string().min(1).max(254) });
export const ZOutboxEntry = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body_text: z.string(),
  created_at: z.date(),
});
export type TOutboxEntry = z.infer<typeof ZOutboxEntry>;
