// The API's error format (API.md): { message, errors? } with 422/401/403/404/409/413/415/429/500.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { DatabaseUnavailableError } from '../db.ts';

z.config(z.locales.de());

/** Thrown by the route validator; carries zod issues so messages are per field. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly issues: z.core.$ZodIssue[];
  constructor(issues: z.core.$ZodIssue[]) {
    super('Die übermittelten Daten sind ungültig.');
    this.issues = issues;
  }
}

// C0 control characters other than tab, line feed and carriage return, and DEL: never part of what a
// person types, and NUL is refused by PostgreSQL (22021). One rule for every text of every request.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHAR_MESSAGE = 'Der Text enthält unzulässige Steuerzeichen.';

/** The path of the first string (or object key) in a request part that holds a control character. */
export function findControlChar(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === 'string') return CONTROL_CHARS.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL_CHARS.test(key)) return [...path, key];
    const found = findControlChar(inner, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return null;
}

export function validatorCompiler({ schema }: { schema: z.ZodType }) {
  return (data: unknown) => {
    const bad = findControlChar(data);
    if (bad) {
      return {
        error: new RequestValidationError([{ code: 'custom', path: bad, message: CONTROL_CHAR_MESSAGE, input: undefined }] as unknown as z.core.$ZodIssue[]),
      };
    }
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
}

function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export const DATABASE_UNAVAILABLE = 'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es in einigen Sekunden noch einmal.';
/** Seconds a client should wait before retrying while the database is away. */
const DATABASE_RETRY_AFTER = '5';

const INPUT_REFUSED = 'Ein Wert ist ungültig oder liegt außerhalb des erlaubten Bereichs.';

const GERMAN_BY_STATUS: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melde dich an.',
  403: 'Dazu bist du nicht berechtigt.',
  404: 'Nicht gefunden.',
  405: 'Diese Methode ist nicht erlaubt.',
  406: 'Dieses Format wird nicht unterstützt.',
  413: 'Die Datei oder Anfrage ist zu groß.',
  415: 'Dieser Dateityp wird nicht unterstützt.',
  429: 'Zu viele Anfragen. Bitte warte einen Moment.',
};

export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | AppError | RequestValidationError, req, reply) => {
      if (err instanceof RequestValidationError) {
        return reply.status(422).send({ message: err.message, errors: fieldErrors(err.issues) });
      }
      // The database is away (stopped, restarting, network): a quick 503 the client may retry, not a 500.
      if (err instanceof DatabaseUnavailableError) {
        req.log.warn({ err: { message: err.message } }, 'database unavailable');
        return reply.status(503).header('Retry-After', DATABASE_RETRY_AFTER).send({ message: DATABASE_UNAVAILABLE });
      }
      if (err instanceof AppError) {
        if (err.headers) reply.headers(err.headers);
        return reply.status(err.statusCode).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
      }
      // Data exceptions of PostgreSQL (SQLSTATE class 22: a number out of range, a NUL byte, bad syntax
      // for a type) come from what a client sent: a 422, never a 500, also where a schema missed a bound.
      const sqlState = (err as { code?: unknown }).code;
      if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
        req.log.warn({ err: { code: sqlState, message: err.message } }, 'database refused the input');
        return reply.status(422).send({ message: INPUT_REFUSED, errors: { _: [INPUT_REFUSED] } });
      }
      const status = (err as FastifyError).statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ message: GERMAN_BY_STATUS[429] });
      }
      if (status === 400 && (err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.status(422).send({ message: 'Der Inhalt ist kein gültiges JSON.', errors: { _: ['Der Inhalt ist kein gültiges JSON.'] } });
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: GERMAN_BY_STATUS[status] ?? 'Die Anfrage ist ungültig.' });
      }
      req.log.error({ err }, 'unexpected error');
      return reply.status(500).send({ message: 'Server Error' });
    });
  },
  { name: 'errors' },
);
