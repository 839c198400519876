// "Melden": a logged-in person reports a job, a business profile or a chat message (issue #19). Shared by the job,
// business and chat features, so it lives here. The dialog (report-dialog.tsx) loads on the first click.
import { lazy, Suspense, useState } from 'react';
import { REPORT_TARGET_LABELS, type ReportTarget } from '@oabat/domain/trust-labels';
import { canReport } from '@oabat/domain/rights';
import { useAuth } from '../lib/auth.ts';
import { AppButton } from './app-button.tsx';

const ReportDialog = lazy(() => import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));

export function ReportButton({ type, id, label }: { type: ReportTarget; id: number; label?: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || !canReport(user)) return null;
  const what = REPORT_TARGET_LABELS[type];
  return (
    <>
      <AppButton design="primary-frameless" size="tiny" onClick={() => setOpen(true)} aria-label={label ?? `${what} melden`}>
        Melden
      </AppButton>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog type={type} id={id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
