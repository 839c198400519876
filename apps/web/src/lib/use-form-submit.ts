// Runs a form's request and keeps what a person needs to see: field messages and one general message.
import { useState } from 'react';
import { ApiError, normaliseError } from './api.ts';

const CHECK_FIELDS = 'Bitte prüfe die markierten Felder.';

/** What the form needs of a zod schema (structural, so the web app needs no zod import of its own). */
export interface Schema<V> {
  safeParse(
    v: unknown,
  ): { success: true; data: V } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

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
  /**
   * Checks `values` with the same zod schema the API validates with (from packages/domain) and only
   * sends when they pass, so a rule and its German message are written once.
   */
  async function runChecked<V, T>(schema: Schema<V>, values: unknown, fn: (valid: V) => Promise<T>): Promise<T | undefined> {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      refuse(parsed.error.issues);
      return undefined;
    }
    return run(() => fn(parsed.data));
  }
  /**
   * Refuses before sending, as a failed schema check does: each field shows its message, the alert names the first
   * thing to fix (rules that are not a schema, such as the fair-pay check of the job editor).
   */
  function refuse(issues: ReadonlyArray<{ path: string | ReadonlyArray<PropertyKey>; message: string }>) {
    const byField: Record<string, string> = {};
    for (const issue of issues) byField[(typeof issue.path === 'string' ? issue.path : issue.path.join('.')) || '_'] ??= issue.message;
    setFields(byField);
    setError(issues[0]?.message ?? CHECK_FIELDS);
  }
  /**
   * A field was changed: its message goes (issue #36: messages stayed after the field was fixed), and the general
   * alert with it once no field is marked any more.
   */
  function clearField(name: string) {
    setFields((f) => {
      if (!(name in f)) return f;
      const { [name]: _gone, ...rest } = f;
      if (!Object.keys(rest).length) setError(null);
      return rest;
    });
  }
  return { run, runChecked, refuse, pending, error, fields, setError, clearField };
}
