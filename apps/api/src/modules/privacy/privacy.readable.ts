// The readable part of a data export (issue #36): what a pupil of 15 understands without reading JSON tables. The same
// overview goes into daten.json (`uebersicht`, names instead of ids, messages as text) and, as a page in German, into
// uebersicht.html, which opens in any browser from the ZIP. The raw tables stay in daten.json for completeness.
import { formatDateTime, formatDay } from '@oabat/domain/dates';
import { messagePreview } from '@oabat/domain/chat';
import { RATING_LIKE_THRESHOLD } from '@oabat/domain/constants';
import type { Queryable } from '../../db.ts';
import * as repo from './privacy.repository.ts';

export interface Overview {
  profil: { feld: string; wert: string }[];
  bewerbungen: { datum: string; stelle: string; betrieb: string; nachricht: string; dateien: number }[];
  unterhaltungen: { mit: string; nachrichten: { datum: string; von: string; text: string }[] }[];
  gefaellt_mir: { datum: string; stelle: string; betrieb: string; bewertung: string }[];
  suchauftraege: { name: string; haeufigkeit: string; angelegt: string; bestaetigt: string }[];
  einwilligungen: { was: string; antwort: string; datum: string }[];
}

const day = (d: Date | string | null | undefined) => (d ? formatDay(d) : '');
const yesNo = (v: unknown) => (v ? 'ja' : 'nein');

/** The overview of one person, read with names (jobs, businesses, chat partners) instead of ids. */
export async function overviewOf(q: Queryable, userId: number, traineeIds: number[], user: Record<string, unknown>): Promise<Overview> {
  const trainee = traineeIds.length ? ((await repo.rowsWhere(q, 'trainees', 'id', traineeIds))[0] ?? {}) : {};
  const profil = [
    { feld: 'Vorname', wert: String(user.firstname ?? '') },
    { feld: 'Nachname', wert: String(user.lastname ?? '') },
    { feld: 'E-Mail-Adresse', wert: String(user.email ?? '') },
    { feld: 'Handynummer', wert: String(user.phone_number ?? '') },
    { feld: 'Geburtsdatum', wert: day(user.birthdate as string | null) },
    { feld: 'Konto angelegt am', wert: day(user.created_at as Date) },
    ...(traineeIds.length ? [{ feld: 'Höchster Schulabschluss', wert: String(trainee.highest_graduation ?? '') }] : []),
  ].filter((r) => r.wert);

  const conversations = new Map<number, Overview['unterhaltungen'][number]>();
  for (const m of await repo.readableMessages(q, userId)) {
    const c = conversations.get(m.conversation_id) ?? { mit: m.partner, nachrichten: [] };
    conversations.set(m.conversation_id, c);
    c.nachrichten.push({
      datum: formatDateTime(m.created_at),
      von: m.mine ? 'Du' : m.partner,
      text: messagePreview({ type: m.type as never, body: m.body, is_deleted: m.is_deleted }),
    });
  }

  const consents: Overview['einwilligungen'] = [];
  for (const c of await repo.readableCookieConsents(q, userId)) {
    consents.push({
      was: 'Cookies',
      antwort: `notwendige: ja, Funktional: ${yesNo(c.functional)}, Statistik: ${yesNo(c.performance)}, Marketing: ${yesNo(c.marketing)}`,
      datum: formatDateTime(c.recorded_at),
    });
  }
  const parent = await repo.readableParentalConsent(q, userId);
  if (parent) {
    const state = parent.revoked_at
      ? `widerrufen am ${day(parent.revoked_at)}`
      : parent.confirmed_at
        ? `bestätigt am ${day(parent.confirmed_at)}`
        : 'noch nicht bestätigt';
    consents.push({ was: `Einverständnis deiner Eltern (${parent.parent_email})`, antwort: state, datum: formatDateTime(parent.requested_at) });
  }
  consents.push({ was: 'Newsletter', antwort: yesNo(user.newsletter_confirmed), datum: '' });
  if (traineeIds.length) {
    consents.push({ was: 'E-Mails zu neuen Chat-Nachrichten', antwort: yesNo(trainee.allows_chat_notification), datum: '' });
    consents.push({ was: 'E-Mails zu deinen Bewerbungen', antwort: yesNo(trainee.allows_application_notification), datum: '' });
    consents.push({ was: 'Stellen-Empfehlungen', antwort: yesNo(trainee.allows_recommendations), datum: '' });
  }

  return {
    profil,
    bewerbungen: (await repo.readableApplications(q, traineeIds)).map((a) => ({
      datum: formatDateTime(a.created_at),
      stelle: a.job_name,
      betrieb: a.business_name,
      nachricht: a.message,
      dateien: a.files,
    })),
    unterhaltungen: [...conversations.values()],
    gefaellt_mir: (await repo.readableRatings(q, userId)).map((r) => ({
      datum: formatDateTime(r.created_at),
      stelle: r.job_name,
      betrieb: r.business_name,
      bewertung: r.rating > RATING_LIKE_THRESHOLD ? 'gefällt dir' : 'gefällt dir nicht',
    })),
    suchauftraege: (await repo.readableAlerts(q, userId)).map((a) => ({
      name: a.label,
      haeufigkeit: a.frequency === 'weekly' ? 'wöchentlich' : 'täglich',
      angelegt: day(a.created_at),
      bestaetigt: a.confirmed_at ? day(a.confirmed_at) : 'nein',
    })),
    einwilligungen: consents,
  };
}

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function table(heads: string[], rows: unknown[][], empty: string) {
  if (!rows.length) return `<p class="leer">${esc(empty)}</p>`;
  return `<table><thead><tr>${heads.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** uebersicht.html: one self-contained page (no scripts, no outside resources), readable on a phone. */
export function overviewHtml(o: Overview, createdAt: Date, files: { name: string; path: string }[]) {
  const chats = o.unterhaltungen.length
    ? o.unterhaltungen
        .map(
          (c) =>
            `<section><h3>Mit ${esc(c.mit)}</h3><ol class="chat">${c.nachrichten
              .map((m) => `<li class="${m.von === 'Du' ? 'du' : 'andere'}"><span class="wer">${esc(m.von)} · ${esc(m.datum)}</span><br>${esc(m.text)}</li>`)
              .join('')}</ol></section>`,
        )
        .join('')
    : '<p class="leer">Du hast noch keine Nachrichten geschrieben oder bekommen.</p>';
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Deine Daten bei Oabat</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5;color:#111}
table{border-collapse:collapse;width:100%;margin-bottom:1rem}
th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}
th{background:#eee}.leer{color:#444;font-style:italic}
.chat{list-style:none;padding:0}.chat li{margin:.4rem 0;padding:.4rem .6rem;border-radius:.5rem;white-space:pre-wrap;max-width:85%}
.chat .du{background:#dbeafe;margin-left:auto}.chat .andere{background:#f1f1f1}.wer{font-size:.85em;color:#333}
</style></head><body><main>
<h1>Deine Daten bei Oabat</h1>
<p>Hier siehst du alles, was Oabat zu deinem Konto speichert, zusammengestellt am ${esc(formatDateTime(createdAt))}. Du hast ein Recht darauf (Art. 15 DSGVO).
Dieselben Daten stehen für Computer lesbar in der Datei <code>daten.json</code> in diesem ZIP-Archiv (Art. 20 DSGVO): Die kannst du zu einem anderen Dienst mitnehmen.
Fragen? Schreib uns über das Kontaktformular auf Oabat.</p>
<h2>Dein Profil</h2>
${table(
  ['Angabe', 'Wert'],
  o.profil.map((r) => [r.feld, r.wert]),
  'Keine Angaben.',
)}
<h2>Deine Bewerbungen</h2>
${table(
  ['Datum', 'Stelle', 'Betrieb', 'Deine Nachricht', 'Dateien'],
  o.bewerbungen.map((b) => [b.datum, b.stelle, b.betrieb, b.nachricht, b.dateien]),
  'Du hast dich noch nirgends beworben.',
)}
<h2>Deine Unterhaltungen</h2>
${chats}
<h2>Stellen, die du bewertet hast</h2>
${table(
  ['Datum', 'Stelle', 'Betrieb', 'Bewertung'],
  o.gefaellt_mir.map((r) => [r.datum, r.stelle, r.betrieb, r.bewertung]),
  'Du hast noch keine Stelle bewertet.',
)}
<h2>Deine Suchaufträge</h2>
${table(
  ['Name', 'Wie oft', 'Angelegt am', 'Bestätigt am'],
  o.suchauftraege.map((a) => [a.name, a.haeufigkeit, a.angelegt, a.bestaetigt]),
  'Du hast keine Suchaufträge.',
)}
<h2>Deine Einwilligungen und Einstellungen</h2>
${table(
  ['Wofür', 'Deine Antwort', 'Wann'],
  o.einwilligungen.map((c) => [c.was, c.antwort, c.datum]),
  'Keine.',
)}
<h2>Deine Dateien</h2>
${files.length ? `<ul>${files.map((f) => `<li><a href="${esc(f.path)}">${esc(f.name)}</a></li>`).join('')}</ul>` : '<p class="leer">Du hast keine Dateien hochgeladen.</p>'}
</main></body></html>
`;
}
