// Colleague management shared by businesses (/betrieb/benutzer) and schools (/schule/nutzerverwaltung):
// list, invite by e-mail, remove (never the last). A write here touches only the organisation's own
// members: an address that already has an account (any role, a special account, or none yet) is refused,
// so inviting can never take over, mail or log out someone outside the organisation.
import { BUSINESS_INVITE_TTL_DAYS } from '@oabat/domain/businesses';
import { specialAccountOf, type SpecialAccounts } from '@oabat/domain/rights';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { Db } from '../../db.ts';
import type { Transports } from '../../plugins/transports.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './colleagues.repository.ts';

export interface ColleagueDeps {
  db: Db;
  transports: Transports;
  publicUrl: string;
  accounts: SpecialAccounts;
}
export interface Organisation {
  id: number;
  name: string;
  table: repo.MembershipTable;
}
export interface ColleagueInput {
  email: string;
  firstname: string;
  lastname: string;
}

const WORDS: Record<repo.MembershipTable, { template: string; notMember: string; last: string }> = {
  business_users: {
    template: 'businesses.user_invitation',
    notMember: 'Diese Person gehört nicht zu deinem Betrieb.',
    last: 'Der letzte Nutzer eines Betriebs kann nicht entfernt werden.',
  },
  school_users: {
    template: 'schools.user_invitation',
    notMember: 'Diese Person gehört nicht zu deiner Schule.',
    last: 'Der letzte Nutzer einer Schule kann nicht entfernt werden.',
  },
};
export const COLLEAGUE_MESSAGES = {
  taken: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Bitte lade eine andere Adresse ein.',
} as const;

export async function listColleagues(deps: ColleagueDeps, viewer: SessionUser, org: Organisation) {
  const rows = await repo.listMembers(deps.db, org.table, org.id);
  return rows.map((r) => ({ ...r, is_self: r.id === viewer.id }));
}

/** Creates the invited person's account, attaches it and mails a link to set the password. */
export async function inviteColleague(deps: ColleagueDeps, viewer: SessionUser, org: Organisation, input: ColleagueInput) {
  await deps.db.tx(async (q) => {
    // The special accounts are never anyone's colleague, even before they exist in the database.
    if (specialAccountOf(input.email, deps.accounts) || (await repo.accountExists(q, input.email))) {
      throw conflict('colleagues.taken', COLLEAGUE_MESSAGES.taken);
    }
    const userId = await repo.createInvitedUser(q, input);
    await repo.addMember(q, org.table, org.id, userId);
    const token = randomToken();
    await repo.insertSetPasswordToken(q, userId, sha256(token), BUSINESS_INVITE_TTL_DAYS);
    const link = `${deps.publicUrl}/passwort-zuruecksetzen?token=${encodeURIComponent(token)}&email=${encodeURIComponent(input.email)}`;
    const inviter = `${viewer.firstname} ${viewer.lastname}`.trim() || 'Jemand aus deinem Team';
    await deps.transports.mail(
      {
        to: input.email,
        template: WORDS[org.table].template,
        subject: `Einladung: ${org.name} auf Oabat`,
        text:
          `Hallo ${input.firstname},\n\n${inviter} hat dich eingeladen, die Seite von ${org.name} auf Oabat mitzubetreuen.\n\n` +
          `Lege hier dein Passwort fest (der Link gilt ${BUSINESS_INVITE_TTL_DAYS} Tage):\n${link}\n\nDanach meldest du dich mit ${input.email} an.\n\nDein Oabat-Team`,
      },
      q,
    );
  });
  return listColleagues(deps, viewer, org);
}

export async function removeColleague(deps: ColleagueDeps, viewer: SessionUser, org: Organisation, userId: number) {
  await deps.db.tx(async (q) => {
    const members = await repo.memberIds(q, org.table, org.id);
    if (!members.includes(userId)) throw notFound('colleagues.not_found', WORDS[org.table].notMember);
    if (members.length === 1) throw invalid('user_id', WORDS[org.table].last);
    await repo.removeMember(q, org.table, org.id, userId);
  });
  return listColleagues(deps, viewer, org);
}
