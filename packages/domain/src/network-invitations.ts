// Invitation links of schools and regions for businesses (/arbeitgeber/einladung, issue #17): a school or region
// creates a link with an unguessable token; a business opening it sees who invited it, registers or logs in, and on
// accepting joins that school's company network or that region's channel. Each business uses a link once.
import { z } from 'zod';

export const INVITER_TYPES = ['school', 'region'] as const;
export type InviterType = (typeof INVITER_TYPES)[number];
export const INVITER_LABELS: Record<InviterType, string> = { school: 'Schule', region: 'Region' };
/** Days a link stays valid. */
export const INVITATION_VALID_DAYS = 30;
/** 32 random bytes, base64url: 43 characters. */
export const ZInvitationToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Diese Einladung ist ungültig oder abgelaufen.') });

/** The link's path on the platform (the page takes the token from the query). */
export const invitationPath = (token: string) => `/arbeitgeber/einladung?token=${encodeURIComponent(token)}`;

export const ZCreatedInvitation = z.object({
  id: z.number().int(),
  token: z.string(),
  link: z.string(),
  expires_at: z.string(),
});
export type TCreatedInvitation = z.infer<typeof ZCreatedInvitation>;

export const ZInvitationSummary = z.object({
  id: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  uses: z.number().int(),
});
export type TInvitationSummary = z.infer<typeof ZInvitationSummary>;

export const ZInvitationPreview = z.object({
  inviter: z.object({ type: z.enum(INVITER_TYPES), name: z.string(), slug: z.string(), city: z.string().nullable() }),
  expires_at: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

export const ZInvitationResult = z.object({
  inviter: ZInvitationPreview.shape.inviter,
  /** school: the network request (accepted, since the school invited); region: membership in its channel. */
  joined: z.literal(true),
});
export type TInvitationResult = z.infer<typeof ZInvitationResult>;

/** What the business sees after accepting. */
export function joinedText(inviter: { type: InviterType; name: string }): string {
  return inviter.type === 'school' ? `Dein Betrieb ist jetzt im Firmennetzwerk von ${inviter.name}.` : `Dein Betrieb gehört jetzt zur Region ${inviter.name}.`;
}
