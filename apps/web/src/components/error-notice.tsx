// One way to show that something failed: a red notice in an alert live region, so a screen reader announces it.
// `error` takes what a query or form holds (a message, an Error, an ApiError or nothing) and says it in German:
// a network failure reads "Keine Verbindung …", never the browser's English "Failed to fetch".
import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { normaliseError } from '../lib/api.ts';

type Props = { error?: unknown; children?: ReactNode } & Omit<AlertProps, 'color' | 'role' | 'children'>;

/** The message of `error`: a string as it is, anything else through `normaliseError`; nothing for no error. */
export const errorMessage = (error: unknown): string | null =>
  error === null || error === undefined || error === false || error === '' ? null : typeof error === 'string' ? error : normaliseError(error).message;

/** Renders nothing when there is neither an error nor a text. */
export function ErrorNotice({ error, children, ...props }: Props) {
  const message = children ?? errorMessage(error);
  if (message === null || message === undefined || message === '') return null;
  return (
    <Alert color="red" role="alert" {...props}>
      {message}
    </Alert>
  );
}
