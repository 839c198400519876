// Answers within a deadline (issue #19, anti-ghosting): the business's response deadline, the answer templates
// (a fair answer in two clicks) and the public answer figures.
import { z } from 'zod';

export const RESPONSE_DEADLINE_DEFAULT_DAYS = 14;
export const RESPONSE_DEADLINE_MIN_DAYS = 7;
export const RESPONSE_DEADLINE_MAX_DAYS = 30;
/** Figures are public only from this many interests on (fewer say too little, and could point at one pupil). */
export const ANSWER_STATS_MIN_INTERESTS = 5;

export const ANSWER_TEMPLATES = ['talk', 'trial', 'decline'] as const;
export type AnswerTemplate = (typeof ANSWER_TEMPLATES)[number];
export const ANSWER_TEMPLATE_LABELS: Record<AnswerTemplate, string> = {
  talk: 'Zum Gespräch einladen',
  trial: 'Zum Probearbeiten einladen',
  decline: 'Freundlich absagen',
};
/** The message a template sends (the business may add a personal line below). */
export function answerTemplateText(t: AnswerTemplate, firstname: string | null, jobName: string): string {
  const hi = firstname ? `Hallo ${firstname},` : 'Hallo,';
  switch (t) {
    case 'talk':
      return `${hi}\n\nvielen Dank für dein Interesse an „${jobName}“! Wir würden dich gern kennenlernen und laden dich zu einem Gespräch ein. Schreib uns hier, wann es dir passt.`;
    case 'trial':
      return `${hi}\n\nvielen Dank für dein Interesse an „${jobName}“! Wir laden dich gern zum Probearbeiten ein, damit du uns und die Arbeit kennenlernst. Schreib uns hier, wann es dir passt.`;
    case 'decline':
      return `${hi}\n\nvielen Dank für dein Interesse an „${jobName}“ und die Zeit, die du dir genommen hast. Leider können wir dir diesmal keinen Platz anbieten. Wir wünschen dir viel Erfolg bei der Suche – bleib dran!`;
  }
}

export const ZAnswerInput = z.object({
  template: z.enum(ANSWER_TEMPLATES, 'Bitte wähle eine Antwort.'),
  note: z
    .string()
    .trim()
    .max(1000, 'Der Zusatz darf höchstens 1000 Zeichen lang sein.')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what the rule refuses
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), 'Der Zusatz enthält unzulässige Zeichen.')
    .optional(),
});
export type TAnswerInput = z.output<typeof ZAnswerInput>;

export const ZResponseDeadlineInput = z.object({
  days: z
    .number({ error: 'Bitte gib eine Zahl von Tagen an.' })
    .int('Bitte gib ganze Tage an.')
    .min(RESPONSE_DEADLINE_MIN_DAYS, `Die Antwortfrist ist mindestens ${RESPONSE_DEADLINE_MIN_DAYS} Tage.`)
    .max(RESPONSE_DEADLINE_MAX_DAYS, `Die Antwortfrist ist höchstens ${RESPONSE_DEADLINE_MAX_DAYS} Tage.`),
});

/** The business's response deadline in days (GET/PUT /api/business/response-deadline). */
export const ZResponseDeadline = z.object({ days: z.number().int() });
export type TResponseDeadline = z.infer<typeof ZResponseDeadline>;

/** A template answer sent (POST /api/job_interests/{id}/answer): the chat it went to. */
export const ZAnswerResult = z.object({ conversation_id: z.number().int(), template: z.enum(ANSWER_TEMPLATES) });
export type TAnswerResult = z.infer<typeof ZAnswerResult>;

/** An interest waiting for the business's answer (GET /api/job_interests/open). */
export const ZOpenInterest = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), name: z.string() }),
  trainee: z.object({ user_id: z.number().int(), firstname: z.string().nullable() }),
  created_at: z.string(),
  deadline_at: z.string(),
  days_left: z.number().int(),
});
export type TOpenInterest = z.infer<typeof ZOpenInterest>;

/** Public figures of a business (null below ANSWER_STATS_MIN_INTERESTS interests). */
export const ZAnswerStats = z.object({
  interests: z.number().int(),
  /** Share of decided interests (answered, or past the deadline) answered within the deadline, 0..100. */
  answer_rate: z.number().int(),
  /** Typical answer time in hours: the chat's average response time when known, else the median over interests. */
  typical_answer_hours: z.number().nullable(),
});
export type TAnswerStats = z.infer<typeof ZAnswerStats>;

export { answerTimeLabel } from './trust-labels.ts';
