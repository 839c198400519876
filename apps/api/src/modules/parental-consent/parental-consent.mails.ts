// German mail to the parent: what the pupil may get with the consent, the confirm and the revoke link.
import type { MailMessage } from '../../plugins/transports.ts';

export const consentPagePath = (token: string) => `/eltern/einverstaendnis/${token}`;

export function parentMail(to: string, pupil: string, baseUrl: string, token: string, validDays: number): MailMessage {
  const page = `${baseUrl}${consentPagePath(token)}`;
  return {
    to,
    template: 'parental-consent.request',
    subject: `${pupil} bittet um Ihr Einverständnis bei Oabat`,
    text:
      `Guten Tag,\n\n${pupil} nutzt Oabat, die Plattform für Ausbildung und Praktika, und hat Ihre E-Mail-Adresse ` +
      `als Adresse der Eltern angegeben. Weil ${pupil} noch nicht 16 Jahre alt ist, brauchen wir Ihr Einverständnis ` +
      `(Art. 8 DSGVO) für drei freiwillige Dinge:\n` +
      `• den Newsletter per E-Mail,\n• Empfehlungen passender Jobs und Suchauftrags-E-Mails,\n• anonyme Nutzungsstatistik.\n\n` +
      `Alles andere auf Oabat funktioniert auch ohne Ihr Einverständnis.\n\n` +
      `Zustimmen (der Link ist ${validDays} Tage gültig):\n${page}\n\n` +
      `Einverständnis später widerrufen (jederzeit möglich):\n${page}?aktion=widerrufen\n\n` +
      `Haben Sie nichts angefragt? Dann ignorieren Sie diese E-Mail einfach – ohne Ihre Zustimmung bleibt alles aus.\n\n` +
      `Viele Grüße\nIhr Oabat-Team`,
  };
}
