// Runs a form's request and keeps what a person needs to see: field messages and one general message.
import { useState } from 'react';
import { ApiError, normaliseError } from './api.ts';

export function useFormSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function run<T>(fn: () => Promise<T>): Promise<T | undefined> {
    setPending(true);
    setError(null);
    setFields({});
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.errors).length) {
        setFields(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k.replace(/^newBusiness\./, ''), v[0]])));
      }
      setError(normaliseError(err).message);
      return undefined;
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error, fields, setError };
}
