// The API client: bearer token, JSON in and out, errors normalised to { status, message, errors }.
import { AUTH_COOKIE, TOKEN_TTL_DAYS } from '@oabat/domain/constants';
import { storage } from './storage.ts';

export const TOKEN_KEY = `${AUTH_COOKIE.prefix}${AUTH_COOKIE.tokenKey}local`;

export function getToken(): string | null {
  return storage.get<string>(TOKEN_KEY);
}
export function setToken(token: string | null) {
  if (token) storage.set(TOKEN_KEY, token, TOKEN_TTL_DAYS * 86_400_000);
  else storage.remove(TOKEN_KEY);
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
  /** First message for a form field, if the server named one. */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

/** Any thrown value as { message, status }, status defaulting to 500 (spec 01 §8). */
export function normaliseError(err: unknown): { message: string; status: number } {
  if (err instanceof ApiError) return { message: err.message, status: err.status };
  if (err instanceof TypeError) return { message: 'Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung.', status: 0 };
  if (err instanceof Error) return { message: err.message, status: 500 };
  return { message: 'Etwas ist schiefgelaufen.', status: 500 };
}

type Listener = (event: { state: 'pending' | 'success' | 'warning' | 'error' | 'cancel'; status?: number }) => void;
const listeners = new Set<Listener>();
/** Request tracker (spec 01 §4): pending, then success (200/201), warning (other status), error or cancel. */
export function onRequestState(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const emit: Listener = (e) => listeners.forEach((l) => l(e));

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined | null>;
}

/**
 * Where requests go. The browser uses fetch against its own origin; the server renderer points this at
 * the API in the same process (no network round trip), as a guest.
 */
const transport: { fetch: (url: URL, init: RequestInit) => Promise<Response>; origin: () => string } = {
  fetch: (url, init) => fetch(url, init),
  origin: () => window.location.origin,
};
export function configureApiTransport(next: Partial<typeof transport>) {
  Object.assign(transport, next);
}

export async function api<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const url = new URL(path, transport.origin());
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  emit({ state: 'pending' });
  let res: Response;
  try {
    res = await transport.fetch(url, { method, headers, body, signal: opts.signal });
  } catch (err) {
    emit({ state: (err as Error).name === 'AbortError' ? 'cancel' : 'error' });
    throw err;
  }
  emit({ state: res.status === 200 || res.status === 201 ? 'success' : res.ok ? 'warning' : 'error', status: res.status });
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    throw new ApiError(res.status, data?.message ?? 'Etwas ist schiefgelaufen. Bitte versuche es erneut.', data?.errors ?? {});
  }
  return data as T;
}
