// Schedule upload (POST /api/livestream/upload_schedule): a CSV (csv-parse) or Excel file (exceljs) with one
// slot a row: business slug, start, end and an optional title. A first row of column names is recognised
// (Betrieb/business_slug, Beginn/starts_at, Ende/ends_at, Titel/title). Times are ISO instants or Berlin wall
// times ("2027-03-01 10:00", "01.03.2027 10:00"); Excel date cells count as Berlin wall times.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { berlinWallTimeToIso } from '@oabat/domain/events';
import { ZSlotInput, type TSlotInput } from '@oabat/domain/livestreams';
import { invalid } from '../../lib/errors.ts';

export const SCHEDULE_MAX_BYTES = 1024 * 1024;
const MAX_ROWS = 200;
const HEAD = {
  slug: /^(betrieb|business|business_slug|slug)$/i,
  start: /^(beginn|start|starts_at|von)$/i,
  end: /^(ende|end|ends_at|bis)$/i,
  title: /^(titel|title)$/i,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** A cell as an ISO instant (null when it is no time). */
export function toInstant(value: unknown): string | null {
  if (value instanceof Date) {
    // exceljs gives the wall time of the sheet as if it were UTC.
    const wall = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}T${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    return berlinWallTimeToIso(wall);
  }
  const text = String(value ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return text;
  let m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/.exec(text);
  if (m) return berlinWallTimeToIso(`${m[1]}-${m[2]}-${m[3]}T${pad(Number(m[4]))}:${m[5]}`);
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2}):(\d{2})$/.exec(text);
  if (m) return berlinWallTimeToIso(`${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}T${pad(Number(m[4]))}:${m[5]}`);
  return null;
}

/** What an .xlsx may unpack to: a schedule of MAX_ROWS rows is far below it; a zip bomb is far above. */
export const SCHEDULE_UNZIPPED_MAX_BYTES = 20 * 1024 * 1024;
const SCHEDULE_ZIP_ENTRIES_MAX = 200;

/**
 * The sum of a zip's uncompressed sizes as its central directory declares them, and its number of entries; null
 * when the directory cannot be read (or needs ZIP64, which no schedule does). exceljs unpacks every entry into
 * memory, so a 1 MB upload could otherwise unpack to gigabytes (issue #35, review of the media parsers).
 */
export function unzippedSize(bytes: Buffer): { bytes: number; entries: number } | null {
  const last = bytes.length - 22;
  for (let i = last; i >= Math.max(0, last - 0xffff); i--) {
    if (bytes.readUInt32LE(i) !== 0x06054b50) continue;
    const entries = bytes.readUInt16LE(i + 10);
    let p = bytes.readUInt32LE(i + 16);
    if (entries === 0xffff || p + bytes.readUInt32LE(i + 12) > i) return null;
    let total = 0;
    for (let n = 0; n < entries; n++) {
      if (p + 46 > i || bytes.readUInt32LE(p) !== 0x02014b50) return null;
      const size = bytes.readUInt32LE(p + 24);
      if (size === 0xffffffff) return null;
      total += size;
      p += 46 + bytes.readUInt16LE(p + 28) + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
    }
    return { bytes: total, entries };
  }
  return null;
}

async function rowsOf(bytes: Buffer, filename: string): Promise<unknown[][]> {
  const xlsx = bytes.subarray(0, 2).toString('latin1') === 'PK';
  if (xlsx) {
    const size = unzippedSize(bytes);
    if (!size || size.bytes > SCHEDULE_UNZIPPED_MAX_BYTES || size.entries > SCHEDULE_ZIP_ENTRIES_MAX)
      throw invalid('file', 'Die Excel-Datei lässt sich nicht lesen oder ist entpackt zu groß.');
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw invalid('file', 'Die Excel-Datei lässt sich nicht lesen.');
    }
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => {
      const cells = (row.values as unknown[]).slice(1);
      rows.push(cells.map((c) => (c && typeof c === 'object' && !(c instanceof Date) && 'text' in c ? (c as { text: unknown }).text : c)));
    });
    return rows;
  }
  if (/\.xls$/i.test(filename)) throw invalid('file', 'Bitte speichere die Tabelle als .xlsx oder .csv.');
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const delimiter = (text.split('\n')[0] ?? '').includes(';') ? ';' : ',';
  try {
    return parse(text, { delimiter, skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][];
  } catch {
    throw invalid('file', 'Die CSV-Datei lässt sich nicht lesen.');
  }
}

export async function readSchedule(bytes: Buffer, filename: string): Promise<TSlotInput[]> {
  const rows = await rowsOf(bytes, filename);
  let cols = { slug: 0, start: 1, end: 2, title: 3 };
  let firstLine = 1;
  const first = (rows[0] ?? []).map((c) => String(c ?? '').trim());
  const named = (re: RegExp) => first.findIndex((c) => re.test(c));
  if (named(HEAD.slug) >= 0) {
    cols = { slug: named(HEAD.slug), start: named(HEAD.start), end: named(HEAD.end), title: named(HEAD.title) };
    rows.shift();
    firstLine = 2;
  }
  if (!rows.length) throw invalid('file', 'Die Datei enthält keine Zeitfenster.');
  if (rows.length > MAX_ROWS) throw invalid('file', `Höchstens ${MAX_ROWS} Zeitfenster auf einmal.`);
  return rows.map((row, i) => {
    const line = i + firstLine;
    const parsed = ZSlotInput.safeParse({
      business_slug: String(row[cols.slug] ?? '').trim(),
      starts_at: toInstant(row[cols.start]) ?? '',
      ends_at: toInstant(row[cols.end]) ?? '',
      title: cols.title >= 0 && row[cols.title] ? String(row[cols.title]) : null,
    });
    if (!parsed.success) throw invalid('file', `Zeile ${line}: ${parsed.error.issues[0]?.message ?? 'ungültig'}`);
    return parsed.data;
  });
}
