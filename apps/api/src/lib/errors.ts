// Errors from one factory: a dotted code, an HTTP status and a German message for the user.
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly errors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;
  constructor(code: string, statusCode: number, message: string, errors?: Record<string, string[]>, headers?: Record<string, string>) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const notFound = (code = 'resource.not_found', message = 'Nicht gefunden.') => new AppError(code, 404, message);
export const unauthorized = (message = 'Bitte melde dich an.') => new AppError('auth.unauthenticated', 401, message);
export const forbidden = (message = 'Dazu bist du nicht berechtigt.') => new AppError('auth.forbidden', 403, message);
export const conflict = (code: string, message: string) => new AppError(code, 409, message);
/** 410: it was there and is over for good (an expired job reached by an old link). */
export const gone = (code: string, message: string) => new AppError(code, 410, message);
/** 422 with one message on one field, the shape a form shows next to its input. */
export const invalid = (field: string, message: string) => new AppError('validation.failed', 422, message, { [field]: [message] });
export const tooMany = (retryAfterSeconds: number, message = 'Zu viele Versuche. Bitte warte einen Moment.') =>
  new AppError('rate.limited', 429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
