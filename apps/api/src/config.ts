// Reads the environment once. Invalid configuration stops the start with one line naming the variable.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Places and occupations ship with the project (built by scripts/build-reference-data.ts); found from this file, not the working directory.
const referenceData = path.join(repoRoot, 'data/reference');

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));

const urlWith = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `muss eine URL mit ${protocols.join(' oder ')} sein`,
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: urlWith(['http:', 'https:']).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWith(['redis:', 'rediss:']).optional(),
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Either the shipped .gz files or the originals (GeoNames CSV; a folder with kldb-2010.csv and ba-berufe-ausbildung.csv).
  PLACES_FILE: z.string().default(path.join(referenceData, 'places-de.csv.gz')),
  OCCUPATIONS_DIR: z.string().default(referenceData),
  SEED_DEMO: bool(true),
  // Background jobs: this process polls the queue and runs schedules (tests run jobs by drain()).
  JOB_WORKERS: bool(true),
  // Development helpers under /api/dev (the mail outbox): off unless set, and only ever for loopback clients.
  OABAT_DEV_OUTBOX: bool(false),
  ADMIN_EMAIL: z.email().default('admin@oabat.example'),
  SUPPORT_EMAIL: z.email().default('hilfe@oabat.example'),
  DASHBOARD_EMAIL: z.email().default('dashboard@oabat.example'),
  SMTP_URL: urlWith(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Oabat <noreply@oabat.example>'),
  SMS_WEBHOOK_URL: urlWith(['http:', 'https:']).optional(),
  // Rate limits: attempts per window. Tests lower or raise them explicitly.
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  // Accounts: SMS codes per number / per IP, account checks per IP, mails per address, contact form per IP
  // (all within RATE_WINDOW_SECONDS); the link the app-link SMS carries.
  OTP_MAX_PER_NUMBER: z.coerce.number().int().positive().default(5),
  OTP_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  ACCOUNT_CHECK_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  MAIL_MAX_PER_TARGET: z.coerce.number().int().positive().default(5),
  CONTACT_MAX_PER_IP: z.coerce.number().int().positive().default(5),
  // Cookie banner choices stored per IP within RATE_WINDOW_SECONDS (a shared school network makes many).
  CONSENT_MAX_PER_IP: z.coerce.number().int().positive().max(1_000_000).default(60),
  // Guests' writes to statistics per address: activities an hour, anonymous ratings an hour and per job and day.
  ACTIVITY_MAX_PER_IP: z.coerce.number().int().positive().max(1_000_000).default(120),
  ANON_RATING_MAX_PER_IP: z.coerce.number().int().positive().max(1_000_000).default(60),
  ANON_RATING_MAX_PER_JOB: z.coerce.number().int().positive().max(1_000_000).default(3),
  // Multiplies every limit of plugins/guest-limits.ts (tests and the browser tests raise them; 1 in production).
  GUEST_LIMIT_FACTOR: z.coerce.number().positive().max(100_000).default(1),
  APP_LINK_URL: urlWith(['http:', 'https:']).optional(),
  OPERATOR_NAME: z.string().default('Oabat GmbH (Demo)'),
  OPERATOR_ADDRESS: z.string().default('Musterstraße 1, 94032 Passau'),
  OPERATOR_EMAIL: z.string().default('kontakt@oabat.example'),
  OPERATOR_PHONE: z.string().default('+49 851 000000'),
  OPERATOR_REPRESENTATIVE: z.string().default('Max Mustermann'),
  OPERATOR_REGISTER: z.string().default('Amtsgericht Passau, HRB 00000 (Demo)'),
  OPERATOR_VAT_ID: z.string().default('DE000000000 (Demo)'),
  // Store invoices (issue #16): the operator's bank account (GiroCode, e-invoice) and SEPA creditor id.
  OPERATOR_IBAN: z.string().default('DE89370400440532013000'),
  OPERATOR_BIC: z.string().default('COBADEFFXXX'),
  OPERATOR_BANK: z.string().default('Demo-Bank'),
  OPERATOR_CREDITOR_ID: z.string().default('DE98ZZZ09999999999'),
  OPERATOR_TAX_NUMBER: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // Chat: unread messages are mailed after this delay; each process sweeps at this interval.
  CHAT_UNREAD_MAIL_DELAY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(15),
  CHAT_MAIL_SWEEP_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  // mail2chat (issue #16): the domain of the reply addresses (reply+<token>@REPLY_MAIL_DOMAIN; without it the mails
  // carry no Reply-To) and the shared secret the inbound-mail webhook POST /api/mail/inbound wants in the header
  // X-Inbound-Secret (without it the webhook is off).
  REPLY_MAIL_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'muss ein Domainname sein (z. B. antwort.oabat.de)')
    .optional(),
  INBOUND_MAIL_SECRET: z.string().min(16, 'muss mindestens 16 Zeichen lang sein').max(500).optional(),
  // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads: all of endpoint, bucket and keys.
  S3_ENDPOINT: urlWith(['http:', 'https:']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'muss ein gültiger Bucket-Name sein')
    .optional(),
  S3_REGION: z.string().default('eu-central-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Analytics: ingestion is buffered and written every ANALYTICS_FLUSH_MS or per ANALYTICS_BATCH records;
  // raw records older than ANALYTICS_RETENTION_DAYS are dropped (the daily rollups stay).
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  ANALYTICS_BATCH: z.coerce.number().int().min(1).max(10_000).default(1000),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(395),
  // Session replay (rrweb) of business users who allowed statistics cookies: on by default only in production
  // (0/1 override); recordings older than SESSION_REPLAY_RETENTION_DAYS are deleted every night.
  SESSION_REPLAY: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  SESSION_REPLAY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Search: guests' results are cached per process for this long (0 = off).
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Sessions by token are kept in memory this long (0 = off); any write, logout or revocation forgets them at once,
  // on every process (through the realtime adapter: Redis or the cluster's). At most SESSION_CACHE_MAX per process.
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  SESSION_CACHE_MAX: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  SEARCH_VACUUM_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  // Faults: how long a request waits for a PostgreSQL connection before it answers 503; how long a
  // SIGTERM may take before the process exits anyway.
  // Processes of npm start on PostgreSQL (default: the number of cores; PGlite is always one) and database
  // connections per process (default: four per core shared by the processes, at least 4 each).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  // Slow clients (issue #35): the request line and headers must arrive within HEADERS_TIMEOUT_MS and a request
  // body within REQUEST_TIMEOUT_MS, else the connection is closed (a body trickled a byte at a time held it for
  // ever). An idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS (keep it above the reverse proxy's
  // idle timeout, 60 s at nginx and most load balancers). Resumable video uploads (tus PATCH) may take longer:
  // they end when no byte came for UPLOAD_IDLE_TIMEOUT_MS, or after UPLOAD_REQUEST_TIMEOUT_MS in all (the client
  // resumes where the server stopped).
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  UPLOAD_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(86_400_000).default(1_800_000),
  // Overload shedding (@fastify/under-pressure): beyond any of these a request answers 503 with
  // Retry-After instead of queueing until clients time out; 0 turns a limit off.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
  OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
  OVERLOAD_MAX_DB_WAITING: z.coerce.number().int().min(0).max(1_000_000).default(200),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // Job ad texts: an OpenAI-compatible chat-completions endpoint; without it the German template text is used.
  JOB_AI_URL: urlWith(['http:', 'https:']).optional(),
  JOB_AI_KEY: z.string().optional(),
  JOB_AI_MODEL: z.string().default('gpt-4o-mini'),
  // Videos: the largest upload in MB (refused before it is stored), and the ffmpeg/ffprobe binaries that render them.
  VIDEO_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(500),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  // Livestream ingest (issue #38, docs/livestream-ingest.md): INGEST=rtmp starts nginx with the RTMP module as a child
  // of the platform (config written to DATA_DIR/ingest); without nginx installed the platform runs as before. OBS
  // publishes to rtmp://INGEST_PUBLIC_HOST:INGEST_RTMP_PORT/live; nginx asks INGEST_CALLBACK_URL (default: this
  // process on loopback) whether a key may publish, proving itself with INGEST_CALLBACK_SECRET (generated and kept
  // in DATA_DIR/ingest when unset). A key publishes from INGEST_WINDOW_MINUTES before the planned start until as long
  // after the planned end; a stream without video for INGEST_IDLE_SECONDS counts as ended.
  INGEST: z.enum(['off', 'rtmp']).default('off'),
  INGEST_RTMP_HOST: z
    .string()
    .regex(/^[0-9a-fA-F.:]+$|^localhost$/, 'muss eine IP-Adresse sein (z. B. 0.0.0.0)')
    .default('0.0.0.0'),
  INGEST_RTMP_PORT: z.coerce.number().int().min(1).max(65535).default(1935),
  INGEST_PUBLIC_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/i, 'muss ein Hostname sein (z. B. live.oabat.de)')
    .optional(),
  INGEST_CALLBACK_URL: urlWith(['http:']).optional(),
  INGEST_CALLBACK_SECRET: z
    .string()
    .min(16, 'muss mindestens 16 Zeichen lang sein')
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'darf nur A-Z, a-z, 0-9, _ und - enthalten')
    .optional(),
  INGEST_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
  INGEST_IDLE_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  INGEST_THUMBNAIL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // nginx's raw recordings (DATA_DIR/ingest/rec, about 1.1 GB an hour) are kept this long for trimming, then deleted
  // by a nightly job; the replays made from them stay.
  INGEST_RECORDING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  INGEST_NGINX_PATH: z.string().default('/usr/sbin/nginx'),
  INGEST_RTMP_MODULE: z.string().default('/usr/lib/nginx/modules/ngx_rtmp_module.so'),
  // Bench only (bench/videos.ts): PUT /api/bench/raw-upload streams a body to disk and drops it, the plain upload
  // that tus is compared with. Off by default; never set it on a server people use.
  BENCH_RAW_UPLOAD: bool(false),
  // Sitemaps: URLs per child file (the protocol allows 50,000; tests lower it to see the split).
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
});

export type Config = Omit<z.infer<typeof schema>, 'SESSION_REPLAY'> & { SESSION_REPLAY: boolean; publicUrl: string; repoRoot: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(`Ungültige Konfiguration: ${name}=${JSON.stringify(env[name])} ${issue.message}`);
  }
  const c = parsed.data;
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missingS3 = s3.find((k) => !c[k]);
  if (missingS3 && s3.some((k) => c[k])) throw new ConfigError(`Ungültige Konfiguration: ${missingS3} fehlt (S3 braucht ${s3.join(', ')})`);
  const sessionReplay = c.SESSION_REPLAY === undefined ? c.NODE_ENV === 'production' : ['true', '1', 'yes'].includes(c.SESSION_REPLAY);
  return { ...c, SESSION_REPLAY: sessionReplay, publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`, repoRoot };
}

export const fileExists = (p: string) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};
