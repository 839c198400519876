// Demo survey: one card for trainees, switched off so it does not pop up in everybody's demo session; the admin
// switches it on at /admin/umfragen. Idempotent (by name).
import type { Queryable } from '../../db.ts';

export async function seedSurveysDemo(q: Queryable) {
  await q.query(
    `INSERT INTO surveys (name, question, answers, audience, delay_seconds, is_active)
     VALUES ('demo-zufriedenheit', 'Wie gefällt dir Oabat bisher?', '["Sehr gut", "Gut", "Geht so", "Nicht gut"]'::jsonb, 'trainee', 120, false)
     ON CONFLICT (name) DO NOTHING`,
  );
}
