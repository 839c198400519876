// Pieces shared by the admin's panels (/admin/betriebe, /admin/schulen, /admin/regionen): the side drawer, the
// error and "saved" messages, the impersonation button and the change runner that puts the server's answer in place.
import { useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Alert, Drawer, Group } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { startImpersonation } from '../../../lib/impersonation.ts';
import { useFormSubmit, type Schema } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

/** A right-hand drawer, composed by hand: the stock header is a <header>, which outside <main> would be a second banner landmark. */
export function AdminDrawer({ opened, title, onClose, children }: { opened: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        <Group justify="space-between" wrap="nowrap" p="md" style={{ position: 'sticky', top: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}>
          <Drawer.Title fw={700}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label="Schließen" />
        </Group>
        <Drawer.Body>{opened ? children : null}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/**
 * Runs one change of an opened object: the answer (the object as the server now has it) replaces the cached one,
 * the list reloads, and a German confirmation is shown.
 */
export function usePanelChange<T>(detailKey: QueryKey, listKey: QueryKey) {
  const queryClient = useQueryClient();
  const submit = useFormSubmit();
  const [saved, setSaved] = useState<string | null>(null);
  async function apply(change: () => Promise<T>, message: string) {
    setSaved(null);
    const next = await submit.run(change);
    if (next === undefined) return false;
    queryClient.setQueryData(detailKey, next);
    await queryClient.invalidateQueries({ queryKey: listKey });
    setSaved(message);
    return true;
  }
  /** As `apply`, after checking `values` with the API's schema (field messages as the form's). */
  async function applyChecked<V>(schema: Schema<V>, values: unknown, change: (valid: V) => Promise<T>, message: string) {
    setSaved(null);
    const next = await submit.runChecked(schema, values, change);
    if (next === undefined) return false;
    queryClient.setQueryData(detailKey, next);
    await queryClient.invalidateQueries({ queryKey: listKey });
    setSaved(message);
    return true;
  }
  return { ...submit, apply, applyChecked, saved };
}

export function PanelFeedback({ error, saved }: { error: string | null; saved: string | null }) {
  return (
    <>
      <ErrorNotice error={error} title="Fehler" />
      <div role="status" aria-live="polite">
        {saved ? <Alert color="green">{saved}</Alert> : null}
      </div>
    </>
  );
}

/** "Als … anmelden": the admin continues as that user (spec 01 §4 impersonation). */
export function ImpersonateButton({
  userId,
  name,
  disabled,
  run,
}: {
  userId: number;
  name: string;
  disabled?: boolean;
  run: (fn: () => Promise<void>) => unknown;
}) {
  return (
    <AppButton size="small" design="primary-flat" w="fit-content" disabled={disabled} onClick={() => void run(() => startImpersonation(userId))}>
      {`Als ${name} anmelden`}
    </AppButton>
  );
}
