// How a date or a moment reads, for every page, mail and file: always in the platform's time zone, never in the
// time zone of the machine that formats it. The server renders in UTC and a pupil's browser in Berlin: a post from
// 23:30 UTC was "29. November" in the server's HTML and "30. November" after hydration (React error 418 between
// 23:00 and 24:00 UTC). dates.test.ts scans the sources so no page formats a date past this module.

/** The platform's calendar: everything happens in Germany, wherever the server or the browser runs. */
export const PLATFORM_TIME_ZONE = 'Europe/Berlin';

type Moment = string | number | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** A formatter in the platform's time zone, one per option set: building one costs far more than using one. */
export function dateFormatter(options: Intl.DateTimeFormatOptions, locale = 'de-DE', timeZone = PLATFORM_TIME_ZONE) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

const DAY_STYLES = {
  /** 29.11.2026 */
  medium: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 29. November 2026 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** November 2026 */
  month: { month: 'long', year: 'numeric' },
  /** 29.11. (a chart's axis) */
  dayMonth: { day: '2-digit', month: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayStyle = keyof typeof DAY_STYLES;

const TIME_STYLES = {
  /** 29.11.2026, 23:40 */
  minutes: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** 29.11., 23:40 (a message in a chat) */
  dayMonth: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** 29.11.26, 23:40:12 */
  seconds: { day: '2-digit', month: '2-digit', year: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type TimeStyle = keyof typeof TIME_STYLES;

/** The day a moment falls on in Germany: "29.11.2026", "29. November 2026" or "November 2026". */
export const formatDay = (moment: Moment, style: DayStyle = 'medium') => dateFormatter(DAY_STYLES[style]).format(new Date(moment));

/** A moment with its time in Germany: "29.11.2026, 23:40" or, to the second, "29.11.26, 23:40:12". */
export const formatDateTime = (moment: Moment, style: TimeStyle = 'minutes') => dateFormatter(TIME_STYLES[style]).format(new Date(moment));

/** The time of day of a moment in Germany: "23:40". */
export const formatClock = (moment: Moment) => dateFormatter({ hour: '2-digit', minute: '2-digit' }).format(new Date(moment));

/**
 * A calendar date without a time (YYYY-MM-DD, such as a job's start date): the same day everywhere, so it is read
 * at midnight UTC and shown in UTC, never moved by a time zone.
 */
export const formatCalendarDate = (ymd: string, style: DayStyle = 'long') =>
  dateFormatter(DAY_STYLES[style], 'de-DE', 'UTC').format(new Date(`${ymd.slice(0, 10)}T00:00:00Z`));

/** The day (YYYY-MM-DD) a moment falls on in Germany: today's date for deadlines, invoices and file names. */
export const dayInGermany = (moment: Moment = new Date()) => dateFormatter({}, 'en-CA').format(new Date(moment));

/** The year a moment falls in in Germany (the footer's ©: at 23:30 UTC on 31 December it is already next year). */
export const yearInGermany = (moment: Moment = new Date()) => Number(dayInGermany(moment).slice(0, 4));
