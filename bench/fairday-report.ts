// The fair-day bench's figures (bench/fairday.ts): per phase the answers and errors, p50/p95/p99 per class, chat
// delivery to the viewers and their reconnect times, with the aims beside them; then the database check that every
// acknowledged write is there exactly once. Figures only: nothing here fails the run.
import pg from 'pg';
import type { Outcome, Writes } from './fairday-load.ts';
import type { PhaseStats } from './fairday-viewers.ts';

export interface Phase {
  name: string;
  /** A fault window (a host or Redis away): the error and delivery aims do not apply. */
  fault: boolean;
  seconds: number;
}

const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toLocaleString('de-DE', { maximumFractionDigits: d, minimumFractionDigits: d }) : '–');
const pctOf = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const histPct = (hist: Uint32Array, p: number) => {
  let total = 0;
  for (const c of hist) total += c;
  if (!total) return NaN;
  const want = Math.ceil((p / 100) * total);
  let seen = 0;
  for (let i = 0; i < hist.length; i++) if ((seen += hist[i]!) >= want) return i;
  return hist.length - 1;
};

/** The viewer processes' figures of one phase, added up. */
export function mergePhase(all: PhaseStats[][], index: number): PhaseStats {
  const out: PhaseStats = { hist: new Uint32Array(all[0]![index]!.hist.length), delivered: 0, duplicates: 0, reconnects: [], disconnects: 0 };
  for (const proc of all) {
    const s = proc[index]!;
    for (let i = 0; i < s.hist.length; i++) out.hist[i]! += s.hist[i]!;
    out.delivered += s.delivered;
    out.duplicates += s.duplicates;
    out.disconnects += s.disconnects;
    out.reconnects.push(...s.reconnects);
  }
  return out;
}

/** Sequence numbers of the run's livestream messages stored, per phase: each is due at every viewer, acknowledged or not. */
export async function storedPerPhase(databaseUrl: string, runId: string, phases: number) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query<{ phase: string; seq: string }>(
      `SELECT split_part(text, ':', 3) AS phase, split_part(text, ':', 4) AS seq FROM livestream_messages WHERE text LIKE $1`,
      [`bench:${runId}:%`],
    );
    return Array.from({ length: phases }, (_, i) => rows.rows.filter((r) => r.phase === String(i)).map((r) => Number(r.seq)));
  } finally {
    await db.end();
  }
}

export function printPhase(phase: Phase, index: number, outcomes: Outcome[], viewers: PhaseStats, stored: number[], perSeq: Uint32Array, viewerCount: number) {
  const mine = outcomes.filter((o) => o.phase === index);
  const errors = mine.filter((o) => !o.ok);
  const rate = mine.length ? errors.length / mine.length : 0;
  console.log(`\n${index + 1}. ${phase.name} (${fmt(phase.seconds, 1)} s${phase.fault ? ', Störungsfenster' : ''})`);
  const reasons = new Map<string, number>();
  for (const e of errors) reasons.set(`${e.cls} ${e.reason}`, (reasons.get(`${e.cls} ${e.reason}`) ?? 0) + 1);
  console.log(
    `  Anfragen: ${fmt(mine.length)}, davon ${fmt(mine.length - errors.length)} beantwortet und ${fmt(errors.length)} Fehler (${fmt(rate * 100, 2)} %)` +
      (phase.fault ? '' : ` | Ziel ≤ 0,1 %${rate > 0.001 ? ' – verfehlt' : ''}`) +
      (reasons.size ? `\n    Fehler: ${[...reasons].map(([r, c]) => `${r}: ${c}`).join(', ')}` : ''),
  );
  const classes = [...new Set(mine.map((o) => o.cls))];
  for (const cls of classes) {
    const ms = mine
      .filter((o) => o.cls === cls && o.ok)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    console.log(
      `    ${cls.padEnd(16)} ${fmt(ms.length).padStart(6)} ok  p50 ${fmt(pctOf(ms, 50))} ms  p95 ${fmt(pctOf(ms, 95))} ms  p99 ${fmt(pctOf(ms, 99))} ms`,
    );
  }
  const p95 = histPct(viewers.hist, 95);
  const expected = stored.length * viewerCount;
  // A message no viewer got was lost on its way (held by a host that died, an emit while Redis was away).
  const neverSeqs = stored.filter((seq) => seq < perSeq.length && perSeq[seq] === 0).sort((a, b) => a - b);
  const never = neverSeqs.length;
  const partly = stored.filter((seq) => seq < perSeq.length && perSeq[seq]! > 0 && perSeq[seq]! < viewerCount).length;
  console.log(
    `  Chat an die Zuschauer (nach der Verzögerung): p50 ${fmt(histPct(viewers.hist, 50))} ms, p95 ${fmt(p95)} ms, p99 ${fmt(histPct(viewers.hist, 99))} ms` +
      (phase.fault ? '' : ` | Ziel p95 ≤ 500 ms${p95 > 500 ? ' – verfehlt' : ''}`) +
      ` | zugestellt ${fmt(viewers.delivered)} von ${fmt(expected)} (${fmt(expected ? (viewers.delivered / expected) * 100 : 100, 1)} %)` +
      (viewers.duplicates ? `, doppelt ${fmt(viewers.duplicates)}` : '') +
      (never || partly
        ? `\n    von ${stored.length} gespeicherten Nachrichten bei keinem Zuschauer: ${never}${never ? ` (Nr. ${neverSeqs.slice(0, 10).join(', ')})` : ''}, nur bei einem Teil: ${partly}`
        : ''),
  );
  const rec = [...viewers.reconnects].sort((a, b) => a - b);
  if (viewers.disconnects || rec.length) {
    const late = rec.filter((ms) => ms > 5000).length;
    console.log(
      `  Sockets: ${fmt(viewers.disconnects)} getrennt, ${fmt(rec.length)} wieder im Raum; zurück nach p50 ${fmt(pctOf(rec, 50) / 1000, 1)} s, p95 ${fmt(pctOf(rec, 95) / 1000, 1)} s, ` +
        `max ${fmt((rec.at(-1) ?? NaN) / 1000, 1)} s | Ziel ≤ 5 s${late ? ` – ${fmt(late)} später` : ''}`,
    );
  } else console.log('  Sockets: keiner getrennt');
}

/** Every acknowledged write once in the database: lost (missing) and doubled (more than one row) per kind; also
 * writes stored though their call got no answer, or a refusal. */
export async function checkWrites(databaseUrl: string, w: Writes, runId: string, streamId: number) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const kinds: [string, keyof Writes['unanswered'], string, unknown[]][] = [
    ['Bewerbungen', 'applications', `SELECT message AS k, count(*)::int AS n FROM job_interests WHERE message LIKE $1 GROUP BY 1`, [`Messe ${runId} %`]],
    ['Betriebs-Chat', 'chats', `SELECT body AS k, count(*)::int AS n FROM messages WHERE body LIKE $1 GROUP BY 1`, [`Messe ${runId} %`]],
    ['Livestream-Chat', 'livestream', `SELECT text AS k, count(*)::int AS n FROM livestream_messages WHERE text LIKE $1 GROUP BY 1`, [`bench:${runId}:%`]],
    [
      'Stimmen',
      'votes',
      `SELECT v.voter AS k, count(*)::int AS n FROM livestream_poll_votes v JOIN livestream_polls p ON p.id = v.poll_id
        WHERE p.livestream_id = $1 GROUP BY 1`,
      [streamId],
    ],
  ];
  console.log('\nDatenbank: jede bestätigte Schreibung genau einmal? (Ziel: 0 verloren, 0 doppelt)');
  try {
    for (const [label, key, sql, params] of kinds) {
      const acked = w[key];
      const rows = new Map((await db.query<{ k: string; n: number }>(sql, params)).rows.map((r) => [r.k, r.n]));
      const lost = acked.filter((k) => !rows.has(k)).length;
      const doubled = [...rows.values()].filter((n) => n > 1).length;
      const open = w.unanswered[key];
      const openStored = open.filter((k) => rows.has(k)).length;
      const known = new Set([...acked, ...open]);
      const unasked = [...rows.keys()].filter((k) => !known.has(k)).length;
      console.log(
        `  ${label.padEnd(16)} ${fmt(acked.length).padStart(6)} bestätigt: ${lost} verloren, ${doubled} doppelt` +
          (lost || doubled ? ' – Ziel verfehlt' : '') +
          (open.length ? ` | ohne Antwort ${open.length}, davon gespeichert ${openStored}` : '') +
          (key !== 'votes' && unasked ? ` | gespeichert trotz Ablehnung ${unasked}` : ''),
      );
    }
  } finally {
    await db.end();
  }
}
