// Event times in Europe/Berlin, where the platform's events happen: forms take wall times, pages show them.
// Kept apart from the event schemas (events.ts re-exports them), so a page that only shows a date carries no zod.

import { PLATFORM_TIME_ZONE, dateFormatter, formatClock } from './dates.ts';

export const EVENT_TIME_ZONE = PLATFORM_TIME_ZONE;

const berlinParts = (d: Date) =>
  Object.fromEntries(
    dateFormatter(
      {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
      'en-GB',
    )
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );

/** `2026-12-01T18:00` (a form's wall time in Berlin) as an instant with its offset, e.g. `2026-12-01T18:00:00+01:00`. */
export function berlinWallTimeToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The offset at that moment, found from the guess and corrected once (DST changes move it by an hour).
  let offset = 0;
  for (let i = 0; i < 2; i += 1) {
    const p = berlinParts(new Date(asUtc - offset));
    offset = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) - (asUtc - offset);
  }
  const minutes = Math.round(offset / 60_000);
  const sign = minutes >= 0 ? '+' : '-';
  const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${local}:00${sign}${hh}:${mm}`;
}

/** An instant as the form's wall time in Berlin (`2026-12-01T18:00`). */
export function isoToBerlinWallTime(iso: string): string {
  const p = berlinParts(new Date(iso));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** "Di., 1. Dezember 2026, 18:00 – 20:00 Uhr" (Berlin time); a second date when it ends on another day. */
export function formatEventTime(startIso: string, endIso: string): string {
  const day = dateFormatter({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const time = { format: formatClock };
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (day.format(start) === day.format(end)) return `${day.format(start)}, ${time.format(start)} – ${time.format(end)} Uhr`;
  return `${day.format(start)}, ${time.format(start)} Uhr – ${day.format(end)}, ${time.format(end)} Uhr`;
}
