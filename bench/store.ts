// Store bench (issue #16): time to make one invoice as PDF + XRechnung XML (and ZUGFeRD), and the throughput of
// a month's billing run for 10,000 due subscriptions on PGlite (each in its own transaction with a gap-free
// number). Figures only, never asserts. BENCH_STORE_SUBS changes the number of subscriptions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, prepareDatabase } from '../apps/api/src/bootstrap.ts';
import { runBilling } from '../apps/api/src/modules/store/store.billing.ts';
import type { StoreDeps } from '../apps/api/src/modules/store/store.deps.ts';
import { findInvoice } from '../apps/api/src/modules/store/store.repository.ts';
import { invoicePdf } from '../apps/api/src/modules/store/store.pdf.ts';
import { facturXPdf, xrechnungXml } from '../apps/api/src/modules/store/store.einvoice.ts';

const SUBS = Number(process.env.BENCH_STORE_SUBS ?? 10_000);
const RUNS = Number(process.env.BENCH_STORE_RUNS ?? 20);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-store-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: tmp, WEB_DIST: '/nonexistent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
const quiet = { info: () => {}, warn: (o: unknown) => console.warn(o), error: (o: unknown) => console.error(o) };
const db = await openDatabase(config);
await prepareDatabase(db, config, quiet);
// The run needs database, operator details and log only; it queues and mails nothing.
const d = { db, config, log: quiet, jobs: null, transports: null } as unknown as StoreDeps;

// The demo's own subscription is billed first, so the timed run bills only the bench's.
await runBilling(d);
console.log(`${SUBS.toLocaleString('de-DE')} Abonnements anlegen (${db.kind}) …`);
await db.exec(`
  INSERT INTO businesses (slug, name) SELECT 'bench-store-' || g, 'Bench Betrieb ' || g FROM generate_series(1, ${SUBS}) g;
  INSERT INTO business_billing_addresses (business_id, business_name, contact_person_name, contact_person_email, street, postal_code, city)
    SELECT id, name || ' GmbH', 'Erika Muster', 'rechnung+' || id || '@bench.example', 'Hauptstraße ' || id, '94032', 'Passau'
      FROM businesses WHERE slug LIKE 'bench-store-%';
  -- Every subscription's month ended a minute ago and was billed: the run renews and bills the next month.
  INSERT INTO subscriptions (business_id, product_id, term, price, starts_at, notice_days, current_period_start, current_period_end, billed_period_start, payment_method)
    SELECT b.id, p.id, 'month', p.price_month_cents, now() - interval '1 month 1 minute', 30, now() - interval '1 month 1 minute', now() - interval '1 minute',
           now() - interval '1 month 1 minute', 'invoice'
      FROM businesses b, store_products p WHERE b.slug LIKE 'bench-store-%' AND p.slug = 'premium';`);

const start = performance.now();
const issued = await runBilling(d);
const seconds = (performance.now() - start) / 1000;
console.log(`Monatslauf: ${issued.toLocaleString('de-DE')} Rechnungen in ${seconds.toFixed(1)} s = ${(issued / seconds).toFixed(0)} Rechnungen/s`);
const numbers = await db.one<{ n: number; first: string; last: string }>(`SELECT count(*)::int AS n, min(number) AS first, max(number) AS last FROM invoices`);
console.log(`Nummern: ${numbers!.n} Rechnungen, ${numbers!.first} bis ${numbers!.last}`);

const inv = (await findInvoice(db, (await db.one<{ id: number }>(`SELECT max(id) AS id FROM invoices`))!.id))!;
const median = async (label: string, fn: () => Promise<unknown>) => {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: Median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms (schnellster ${times[0]!.toFixed(1)}, langsamster ${times.at(-1)!.toFixed(1)}; ${RUNS} Läufe)`,
  );
};
await median('Eine Rechnung als PDF (mit GiroCode) + XRechnung-XML', async () => {
  await invoicePdf(inv);
  await xrechnungXml(inv);
});
await median('Dazu ZUGFeRD/Factur-X (PDF/A-3 mit XML)', async () => facturXPdf(inv, await invoicePdf(inv)));
await db.close();
fs.rmSync(tmp, { recursive: true, force: true });
