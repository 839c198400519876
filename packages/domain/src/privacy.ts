// Their data in their hands (Art. 15, 17, 20 DSGVO): the periods and the name that stays in chats after erasure.
import { formatCalendarDate } from './dates.ts';
import { z } from 'zod';
export const DATA_EXPORT_VALID_DAYS = 7;
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** What a chat shows for the person after their account was erased. */
export const ERASED_USER_NAME = 'Gelöschter Nutzer';

/** The download link in the mail: a page of the web app that fetches the archive with the owner's login. */
export const dataExportPath = (token: string) => `/einstellungen/datenexport/${token}`;
export const DATA_EXPORT_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The deletion must be confirmed explicitly (the settings page asks first): a stray or replayed empty POST must not
 * start the deletion of an account.
 */
export const ACCOUNT_DELETION_CONFIRMATION = 'konto-loeschen';
export const ZAccountDeletionRequest = z.object({
  confirm: z.literal(ACCOUNT_DELETION_CONFIRMATION, 'Bitte bestätige, dass du dein Konto löschen möchtest.'),
});
/** POST /api/account/deletion (202): the grace period and the moment the account is erased (ISO time). */
export const ZAccountDeletionScheduled = z.object({ grace_days: z.number().int(), erase_at: z.string() });
/** POST /api/account/data_export (202): the archive is being put together; a mail brings the link. */
export const ZDataExportRequested = z.object({ status: z.literal('preparing') });

/** What the page says after a login that lifted a requested deletion (issue #36; the mail says it too). */
export const ACCOUNT_RESTORED_NOTICE = 'Du hast dich angemeldet, deshalb wird dein Konto nicht gelöscht. Es bleibt alles, wie es war.';

/** The login page after the deletion: the day it happens and how to undo it. `eraseDay` is YYYY-MM-DD. */
export function deletionNotice(eraseDay: string | null) {
  const valid = !!eraseDay && /^\d{4}-\d{2}-\d{2}$/.test(eraseDay) && !Number.isNaN(new Date(`${eraseDay}T00:00:00Z`).getTime());
  const when = valid ? `am ${formatCalendarDate(eraseDay, 'long')}` : `in ${ACCOUNT_DELETION_GRACE_DAYS} Tagen`;
  return `Dein Konto wird ${when} gelöscht. Bis dahin kannst du es dir anders überlegen: Melde dich einfach wieder an, ` + 'dann bleibt dein Konto bestehen.';
}
