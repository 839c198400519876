// Survey cards (spec 01 §2 shell, §4: shown once per survey name after a delay, default 120 s, not to admins or
// anonymous visitors): what the admin defines on /admin/umfragen, what the shell shows, the answer, the results.
import { z } from 'zod';
import { ZId } from './common.ts';
import { csvCell } from './admin-businesses.ts';

export const SURVEY_DEFAULT_DELAY_SECONDS = 120;
export const SURVEY_AUDIENCES = ['all', 'trainee', 'business', 'school', 'region'] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];
export const SURVEY_AUDIENCE_LABELS: Record<SurveyAudience, string> = {
  all: 'Alle angemeldeten Nutzer',
  trainee: 'Azubis und Schüler',
  business: 'Betriebe',
  school: 'Schulen',
  region: 'Regionen',
};
/** Local storage key of a survey the person confirmed (answered or dismissed): shown once per name. */
export const surveySeenKey = (name: string) => `survey-seen:${name}`;

const ZAnswerText = z.string().trim().min(1, 'Bitte gib jede Antwort ein.').max(120, 'Eine Antwort darf höchstens 120 Zeichen lang sein.');

export const ZSurveyInput = z.object({
  name: z
    .string({ error: 'Bitte gib einen Namen ein.' })
    .trim()
    .min(3, 'Der Name muss mindestens 3 Zeichen lang sein.')
    .max(80, 'Der Name darf höchstens 80 Zeichen lang sein.'),
  question: z
    .string({ error: 'Bitte gib eine Frage ein.' })
    .trim()
    .min(5, 'Die Frage muss mindestens 5 Zeichen lang sein.')
    .max(300, 'Die Frage darf höchstens 300 Zeichen lang sein.'),
  answers: z
    .array(ZAnswerText, { error: 'Bitte gib mindestens zwei Antworten ein.' })
    .min(2, 'Bitte gib mindestens zwei Antworten ein.')
    .max(8, 'Höchstens acht Antworten.')
    .refine((a) => new Set(a.map((x) => x.toLowerCase())).size === a.length, 'Jede Antwort darf nur einmal vorkommen.'),
  audience: z.enum(SURVEY_AUDIENCES, 'Bitte wähle, wer die Umfrage sieht.').default('all'),
  delay_seconds: z.coerce
    .number({ error: 'Bitte gib die Verzögerung in Sekunden an.' })
    .int('Bitte gib ganze Sekunden an.')
    .min(0, 'Die Verzögerung kann nicht negativ sein.')
    .max(86_400, 'Höchstens 86.400 Sekunden (ein Tag).')
    .default(SURVEY_DEFAULT_DELAY_SECONDS),
  is_active: z.boolean().default(true),
});
export type TSurveyInput = z.input<typeof ZSurveyInput>;

/** What the shell shows. */
export const ZSurveyCard = z.object({
  id: z.number().int(),
  name: z.string(),
  question: z.string(),
  answers: z.array(z.string()),
  delay_seconds: z.number().int(),
});
export type TSurveyCard = z.infer<typeof ZSurveyCard>;

export const ZSurveyAnswerInput = z.object({
  answer: z.coerce
    .number({ error: 'Bitte wähle eine Antwort.' })
    .int('Bitte wähle eine Antwort.')
    .min(0, 'Bitte wähle eine Antwort.')
    .max(7, 'Diese Antwort gibt es nicht.'),
});
export const ZSurveyIdParam = z.object({ id: ZId });

/** The admin's view: the survey with its answer counts. */
export const ZAdminSurvey = ZSurveyCard.extend({
  audience: z.enum(SURVEY_AUDIENCES),
  is_active: z.boolean(),
  counts: z.array(z.number().int()),
  total: z.number().int(),
  created_at: z.string(),
});
export type TAdminSurvey = z.infer<typeof ZAdminSurvey>;

export const SURVEY_CSV_COLUMNS = ['Umfrage', 'Frage', 'Antwort', 'Anzahl', 'Anteil in %'] as const;
/** One line per answer: counts and shares, `;`-separated (German spreadsheets), cells defused like the business export. */
export function surveyCsv(s: Pick<TAdminSurvey, 'name' | 'question' | 'answers' | 'counts' | 'total'>): string {
  const lines = [SURVEY_CSV_COLUMNS.map(csvCell).join(';')];
  s.answers.forEach((answer, i) => {
    const n = s.counts[i] ?? 0;
    const share = s.total ? ((n / s.total) * 100).toFixed(1).replace('.', ',') : '0,0';
    lines.push([s.name, s.question, answer, n, share].map(csvCell).join(';'));
  });
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
