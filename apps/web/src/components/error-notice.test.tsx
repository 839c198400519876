// What a person reads when something failed: the server's German message, a German sentence for a lost
// connection (never the browser's "Failed to fetch"), and nothing at all when nothing failed.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { ErrorNotice, errorMessage } from './error-notice.tsx';

afterEach(cleanup);

const show = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('ErrorNotice', () => {
  it('announces the API message as an alert', () => {
    show(<ErrorNotice error={new ApiError(422, 'Bitte gib einen Namen ein.')} title="Fehler" />);
    expect(screen.getByRole('alert').textContent).toContain('Bitte gib einen Namen ein.');
    expect(screen.getByRole('alert').textContent).toContain('Fehler');
  });

  it('says a lost connection in German', () => {
    show(<ErrorNotice error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert').textContent).toBe('Keine Verbindung zum Server. Bitte überprüfe deine Internetverbindung.');
  });

  it('shows its own text', () => {
    show(<ErrorNotice>Die Liste konnte nicht geladen werden.</ErrorNotice>);
    expect(screen.getByRole('alert').textContent).toBe('Die Liste konnte nicht geladen werden.');
  });

  it('renders nothing without an error', () => {
    for (const error of [null, undefined, '', false]) {
      show(<ErrorNotice error={error} />);
      expect(screen.queryByRole('alert')).toBeNull();
      cleanup();
    }
  });

  it('keeps a message that is already a text', () => {
    expect(errorMessage('Das Passwort ist falsch.')).toBe('Das Passwort ist falsch.');
    expect(errorMessage({})).toBe('Etwas ist schiefgelaufen.');
  });
});
