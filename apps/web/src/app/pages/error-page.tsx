// The error page (spec 01 §2/§8): status and message, or the default German text, and 'Zur Startseite'.
// If showing it fails in turn, a plain fallback line with a link home appears.
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { normaliseError } from '../../lib/api.ts';
import { StatusPage } from './status-page.tsx';

export const DEFAULT_ERROR_MESSAGE = 'Da ist leider etwas schiefgelaufen. Wir haben es bemerkt und kümmern uns darum.';

export function errorDetails(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' && error.data ? error.data : null;
    return { status: error.status, message: data ?? error.statusText ?? DEFAULT_ERROR_MESSAGE };
  }
  const { status, message } = normaliseError(error);
  return { status, message: message || DEFAULT_ERROR_MESSAGE };
}

class Fallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <p role="alert">
          An error occurred while showing the error page. <a href="/">Zur Startseite</a>
        </p>
      );
    return this.props.children;
  }
}

function ErrorContent() {
  const { status, message } = errorDetails(useRouteError());
  return <StatusPage status={status} title={status === 404 ? 'Nicht gefunden' : 'Fehler'} message={message} />;
}

export function ErrorPage() {
  return (
    <main id="main">
      <Fallback>
        <ErrorContent />
      </Fallback>
    </main>
  );
}
