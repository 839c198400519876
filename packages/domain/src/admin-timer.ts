// The superadmin's /timer page (spec 01 §2): the platform's scheduled background jobs with their last and next run,
// and a button that runs one now. The German names explain what each job does.
import { z } from 'zod';

export const ZScheduleName = z.object({
  name: z
    .string()
    .max(100, 'Diesen Zeitplan gibt es nicht.')
    .regex(/^[a-z0-9_.-]+$/i, 'Diesen Zeitplan gibt es nicht.'),
});

export const ZSchedule = z.object({
  name: z.string(),
  /** Cron expression (UTC). */
  cron: z.string(),
  last_run_at: z.string().nullable(),
  /** pg-boss state of the last run: completed, failed, active, retry, cancelled. */
  last_state: z.string().nullable(),
  next_run_at: z.string().nullable(),
});
export type TSchedule = z.infer<typeof ZSchedule>;
/** POST /api/admin/schedules/{name}/run (202): the id of the job queued to run it now. */
export const ZScheduleRun = z.object({ job_id: z.string() });
export type TScheduleRun = z.infer<typeof ZScheduleRun>;

export const SCHEDULE_STATE_LABELS: Record<string, string> = {
  completed: 'erfolgreich',
  failed: 'fehlgeschlagen',
  active: 'läuft',
  retry: 'wird wiederholt',
  cancelled: 'abgebrochen',
  created: 'wartet',
};
