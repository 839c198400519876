// German texts of every e-mail and SMS the account flows send.
import { OTP } from '@oabat/domain/constants';
import { PASSWORD_RESET_TTL_MINUTES } from '@oabat/domain/accounts';

export interface MailText {
  subject: string;
  text: string;
  template: string;
}

const greeting = (firstname?: string | null) => (firstname ? `Hallo ${firstname},` : 'Hallo,');
const footer = '\n\nViele Grüße\ndein Oabat-Team';

export const verificationMail = (firstname: string | null, code: string, link: string): MailText => ({
  template: 'accounts.verify_email',
  subject: `${code} ist dein Bestätigungscode für Oabat`,
  text:
    `${greeting(firstname)}\n\nwillkommen bei Oabat! Bitte bestätige deine E-Mail-Adresse mit diesem Code:\n\n${code}\n\n` +
    `Der Code ist ${OTP.ttlMinutes} Minuten gültig. Alternativ kannst du diesen Link öffnen:\n${link}\n\n` +
    `Falls du dich nicht bei Oabat registriert hast, kannst du diese E-Mail ignorieren.${footer}`,
});

export const businessWelcomeMail = (firstname: string, businessName: string, link: string): MailText => ({
  template: 'accounts.business_welcome',
  subject: `Willkommen bei Oabat, ${businessName}!`,
  text:
    `${greeting(firstname)}\n\nschön, dass ${businessName} jetzt bei Oabat ist. Bitte bestätige deine E-Mail-Adresse über diesen Link:\n${link}\n\n` +
    `Danach kannst du euer Profil vervollständigen und eure Ausbildungsplätze, Praktika und Jobs veröffentlichen.${footer}`,
});

export const passwordResetMail = (firstname: string | null, link: string): MailText => ({
  template: 'accounts.password_reset',
  subject: 'Passwort zurücksetzen',
  text:
    `${greeting(firstname)}\n\ndu hast angefordert, dein Passwort bei Oabat zurückzusetzen. Über diesen Link vergibst du ein neues Passwort:\n${link}\n\n` +
    `Der Link ist ${PASSWORD_RESET_TTL_MINUTES} Minuten gültig. Falls du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.${footer}`,
});

export const passwordChangedMail = (firstname: string | null): MailText => ({
  template: 'accounts.password_changed',
  subject: 'Dein Passwort wurde geändert',
  text:
    `${greeting(firstname)}\n\ndein Passwort bei Oabat wurde soeben geändert. Alle anderen Geräte wurden abgemeldet.\n\n` +
    `Warst du das nicht? Dann setze dein Passwort sofort über „Passwort vergessen“ zurück und schreib uns.${footer}`,
});

export const emailChangeCodeMail = (firstname: string | null, code: string): MailText => ({
  template: 'accounts.email_change_code',
  subject: `${code} ist dein Code zur Bestätigung deiner neuen E-Mail-Adresse`,
  text:
    `${greeting(firstname)}\n\nbitte bestätige deine neue E-Mail-Adresse bei Oabat mit diesem Code:\n\n${code}\n\n` +
    `Der Code ist ${OTP.ttlMinutes} Minuten gültig. Falls du das nicht angefordert hast, ignoriere diese E-Mail.${footer}`,
});

export const emailChangedNoticeMail = (firstname: string | null, newEmail: string): MailText => ({
  template: 'accounts.email_changed_notice',
  subject: 'Deine E-Mail-Adresse wurde geändert',
  text:
    `${greeting(firstname)}\n\ndie E-Mail-Adresse deines Oabat-Kontos wurde auf ${newEmail} geändert. ` +
    `Warst du das nicht? Dann antworte bitte umgehend auf diese E-Mail.${footer}`,
});

export const deactivationSupportMail = (
  user: { id: number; email: string | null; phone_number: string | null; firstname: string; lastname: string },
  reason: string | null,
): MailText => ({
  template: 'accounts.deactivation_support',
  subject: `Deaktivierungsanfrage von Nutzer ${user.id}`,
  text:
    `Eine Person möchte ihr Konto deaktivieren.\n\nNutzer-ID: ${user.id}\nName: ${user.firstname} ${user.lastname}\n` +
    `E-Mail: ${user.email ?? '–'}\nTelefon: ${user.phone_number ?? '–'}\n\nBegründung:\n${reason?.trim() || '(keine Angabe)'}`,
});

export const deactivationConfirmMail = (firstname: string | null): MailText => ({
  template: 'accounts.deactivation_confirm',
  subject: 'Wir haben deine Anfrage zur Deaktivierung erhalten',
  text:
    `${greeting(firstname)}\n\nwir haben deine Anfrage erhalten, dein Oabat-Konto zu deaktivieren. Unser Support kümmert sich darum ` +
    `und meldet sich, sobald dein Konto deaktiviert ist.${footer}`,
});

export const otpSms = (code: string) => ({
  template: 'accounts.otp',
  text: `${code} ist dein Oabat-Code. Er ist ${OTP.ttlMinutes} Minuten gültig. Gib ihn niemandem weiter.`,
});

export const deactivationConfirmSms = () => ({
  template: 'accounts.deactivation_confirm',
  text: 'Oabat: Wir haben deine Anfrage zur Deaktivierung deines Kontos erhalten und melden uns bei dir.',
});

export const appLinkSms = (url: string) => ({
  template: 'accounts.app_link',
  text: `Hol dir die Oabat-App: ${url}`,
});
