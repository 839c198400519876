// German texts of the alert mails: the guest's confirmation (double opt-in) and the new jobs as cards, each with
// a one-click unsubscribe (link in the text, List-Unsubscribe and List-Unsubscribe-Post headers, RFC 8058).
import { ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@oabat/domain/alerts';
import type { MailMessage } from '../../plugins/transports.ts';
import type { JobCard } from '../search/index.ts';

const greeting = (firstname: string | null) => (firstname ? `Hallo ${firstname},` : 'Hallo,');
const footer = '\n\nViele Grüße\ndein Oabat-Team';
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const confirmPath = (token: string) => `/suchauftrag/bestaetigen/${token}`;
export const unsubscribePagePath = (token: string) => `/suchauftrag/abbestellen/${token}`;
export const unsubscribeApiPath = (token: string) => `/api/saved-searches/unsubscribe/${token}`;

export function confirmMail(to: string, label: string, baseUrl: string, token: string, validDays: number): MailMessage {
  return {
    to,
    template: 'alerts.confirm',
    subject: 'Bitte bestätige deinen Suchauftrag',
    text:
      `${greeting(null)}\n\ndu möchtest neue Angebote zu dieser Suche per E-Mail bekommen:\n${label}\n\n` +
      `Bitte bestätige das mit einem Klick auf diesen Link:\n${baseUrl}${confirmPath(token)}\n\n` +
      `Der Link ist ${validDays} Tage gültig. Warst du das nicht? Dann ignoriere diese E-Mail einfach, wir schreiben dir nicht wieder.${footer}`,
  };
}

export interface AlertMailInput {
  to: string;
  firstname: string | null;
  label: string;
  frequency: AlertFrequency;
  jobs: JobCard[];
  more: number;
  baseUrl: string;
  searchUrl: string;
  unsubscribeToken: string;
}

const jobUrl = (baseUrl: string, j: JobCard) => `${baseUrl}/betriebe/${j.business.slug}/jobs/${j.slug}`;
const placeOf = (j: JobCard) => (j.place ? [j.place.postal_code, j.place.name].filter(Boolean).join(' ') : null);
const startOf = (j: JobCard) => (j.start_date ? `Beginn ${j.start_date.split('-').reverse().join('.')}` : null);

export function alertMail(m: AlertMailInput): MailMessage {
  const unsubscribe = `${m.baseUrl}${unsubscribePagePath(m.unsubscribeToken)}`;
  const count = m.jobs.length + m.more;
  const subject = count === 1 ? `1 neues Angebot: ${m.label}` : `${count} neue Angebote: ${m.label}`;
  const lines = m.jobs.map((j) =>
    [`• ${j.name}`, `  ${[j.business.name, placeOf(j), startOf(j)].filter(Boolean).join(' · ')}`, `  ${jobUrl(m.baseUrl, j)}`].join('\n'),
  );
  const more = m.more > 0 ? `\n\nUnd ${m.more} weitere – alle Angebote zu deiner Suche: ${m.searchUrl}` : '';
  const text =
    `${greeting(m.firstname)}\n\nes gibt neue Angebote zu deinem Suchauftrag „${m.label}“:\n\n${lines.join('\n\n')}${more}` +
    `\n\nDu bekommst diese E-Mail ${ALERT_FREQUENCY_LABELS[m.frequency]}, weil du diese Suche gespeichert hast. ` +
    `Abbestellen mit einem Klick: ${unsubscribe}${footer}`;
  const cards = m.jobs
    .map(
      (j) =>
        `<table role="presentation" width="100%" style="border:1px solid #d0d5dd;border-radius:8px;margin:0 0 12px"><tr><td style="padding:12px 16px">` +
        `<a href="${esc(jobUrl(m.baseUrl, j))}" style="font-size:17px;font-weight:bold;color:#0b5cad">${esc(j.name)}</a>` +
        `<div style="color:#344054;margin-top:4px">${esc([j.business.name, placeOf(j), startOf(j)].filter(Boolean).join(' · '))}</div>` +
        `</td></tr></table>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#101828">` +
    `<p>${esc(greeting(m.firstname))}</p><p>es gibt neue Angebote zu deinem Suchauftrag „${esc(m.label)}“:</p>${cards}` +
    (m.more > 0 ? `<p><a href="${esc(m.searchUrl)}">Und ${m.more} weitere – alle Angebote zu deiner Suche</a></p>` : '') +
    `<p style="color:#475467;font-size:13px">Du bekommst diese E-Mail ${ALERT_FREQUENCY_LABELS[m.frequency]}, weil du diese Suche gespeichert hast. ` +
    `<a href="${esc(unsubscribe)}">Suchauftrag abbestellen</a></p></body></html>`;
  return {
    to: m.to,
    template: 'alerts.digest',
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${m.baseUrl}${unsubscribeApiPath(m.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
