// The admin's /admin/konversationen page (spec 01 §2 "konversationen (query)"): find conversations by a person's
// name, e-mail address, business, school or region, or by a message's text; then read one (the chat's own call).
import { z } from 'zod';
import { zPage } from './common.ts';

export const ADMIN_CONVERSATIONS_PER_PAGE = 20;

export const ZAdminConversationQuery = z.object({
  query: z.string().trim().max(100, 'Höchstens 100 Zeichen.').default(''),
  page: z.coerce.number({ error: 'Ungültige Seite.' }).int('Ungültige Seite.').min(1, 'Ungültige Seite.').max(100_000, 'Ungültige Seite.').default(1),
});
export type TAdminConversationQuery = z.infer<typeof ZAdminConversationQuery>;

export const ZAdminConversationParty = z.object({
  id: z.number().int(),
  /** Business, school or region name when the user has one, else the person's name. */
  name: z.string(),
  email: z.string().nullable(),
  type: z.enum(['business', 'school', 'region', 'trainee', 'user']),
});

export const ZAdminConversation = z.object({
  id: z.number().int(),
  participants: z.array(ZAdminConversationParty),
  messages: z.number().int(),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminConversation = z.infer<typeof ZAdminConversation>;
export const ZAdminConversationPage = zPage(ZAdminConversation);
export type TAdminConversationPage = z.infer<typeof ZAdminConversationPage>;
