// German texts of the privacy mails: the export is ready, the deletion is requested, the account is restored.
import { ACCOUNT_DELETION_GRACE_DAYS, DATA_EXPORT_VALID_DAYS } from '@oabat/domain/privacy';

export interface MailText {
  subject: string;
  text: string;
  template: string;
}
const greeting = (firstname: string | null) => (firstname ? `Hallo ${firstname},` : 'Hallo,');
const footer = '\n\nViele Grüße\ndein Oabat-Team';

export const exportReadyMail = (firstname: string | null, link: string): MailText => ({
  template: 'privacy.export_ready',
  subject: 'Deine Daten zum Herunterladen',
  text:
    `${greeting(firstname)}\n\nwir haben alle Daten, die wir zu deinem Konto speichern, und die Dateien, die du hochgeladen hast, in einem ZIP-Archiv ` +
    `zusammengestellt (Art. 15 und 20 DSGVO). Du kannst es hier herunterladen, wenn du angemeldet bist:\n${link}\n\n` +
    `Der Link ist ${DATA_EXPORT_VALID_DAYS} Tage gültig. Zum Lesen öffne im Archiv die Datei uebersicht.html (in jedem Browser); ` +
    `für andere Programme stehen dieselben Daten in daten.json.${footer}`,
});

export const deletionRequestedMail = (firstname: string | null): MailText => ({
  template: 'privacy.deletion_requested',
  subject: 'Dein Konto wird gelöscht',
  text:
    `${greeting(firstname)}\n\ndu hast die Löschung deines Oabat-Kontos beantragt. In ${ACCOUNT_DELETION_GRACE_DAYS} Tagen löschen wir dein Konto ` +
    'und alle Daten zu dir; Nachrichten, die du Betrieben geschrieben hast, bleiben dort als „Gelöschter Nutzer“ stehen.\n\n' +
    `Hast du es dir anders überlegt? Melde dich innerhalb der ${ACCOUNT_DELETION_GRACE_DAYS} Tage einfach wieder an, dann bleibt dein Konto bestehen.${footer}`,
});

export const accountRestoredMail = (firstname: string | null): MailText => ({
  template: 'privacy.account_restored',
  subject: 'Dein Konto bleibt bestehen',
  text: `${greeting(firstname)}\n\ndu hast dich wieder angemeldet, deshalb haben wir die Löschung deines Kontos abgebrochen. Es bleibt alles, wie es war.${footer}`,
});
