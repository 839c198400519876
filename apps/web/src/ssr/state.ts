// What the server renderer hands to the browser: the router's state and the query cache. It travels
// as a JSON data block (not a script, so the Content-Security-Policy allows it), and API errors keep
// their class, so a page shows the same "not found" text on both sides.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { SSR_STATE_ID } from '@oabat/domain/constants';
import { jsonForScript } from '@oabat/domain/seo';
import { ApiError } from '../lib/api.ts';
import type { PageView } from './views.ts';

export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
  /** The page's visits for business statistics (ssr/views.ts): the boot sends them if the app waits. */
  views?: PageView[];
}

interface WireError {
  __apiError: { status: number; message: string; errors: Record<string, string[]> };
}

export function encodeSsrState(state: SsrState): string {
  const queries = {
    ...state.queries,
    queries: state.queries.queries.map((q) => {
      const error = q.state.error;
      if (!error) return q;
      const wire: WireError = {
        __apiError:
          error instanceof ApiError
            ? { status: error.status, message: error.message, errors: error.errors }
            : { status: 500, message: 'Etwas ist schiefgelaufen.', errors: {} },
      };
      return { ...q, state: { ...q.state, error: wire } };
    }),
  };
  return jsonForScript({ ...state, queries });
}

export function decodeSsrState(json: string): SsrState {
  const state = JSON.parse(json) as SsrState;
  for (const q of state.queries.queries) {
    const wire = q.state.error as WireError | null;
    if (wire?.__apiError) {
      const e = wire.__apiError;
      (q.state as { error: unknown }).error = new ApiError(e.status, e.message, e.errors);
    }
  }
  return state;
}

/** The server's state in this page, if the server rendered it. */
export function readSsrState(): SsrState | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  return el?.textContent ? decodeSsrState(el.textContent) : null;
}
