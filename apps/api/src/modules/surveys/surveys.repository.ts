// SQL of survey cards: the admin's list with answer counts, changes, the cards an account still has to answer,
// and the answers.
import type { Queryable } from '../../db.ts';
import type { SurveyAudience } from '@oabat/domain/surveys';

export interface SurveyRow {
  id: number;
  name: string;
  question: string;
  answers: string[];
  audience: SurveyAudience;
  delay_seconds: number;
  is_active: boolean;
  counts: number[];
  total: number;
  created_at: Date;
}

const SELECT = `SELECT s.id, s.name, s.question, s.answers, s.audience, s.delay_seconds, s.is_active, s.created_at,
  ARRAY(SELECT (SELECT count(*)::int FROM survey_answers a WHERE a.survey_id = s.id AND a.answer_index = i - 1)
        FROM generate_series(1, jsonb_array_length(s.answers)) AS i) AS counts,
  (SELECT count(*)::int FROM survey_answers a WHERE a.survey_id = s.id) AS total
  FROM surveys s`;

export const listSurveys = (db: Queryable) => db.query<SurveyRow>(`${SELECT} ORDER BY s.created_at DESC, s.id DESC LIMIT 500`);
export const findSurvey = (db: Queryable, id: number) => db.one<SurveyRow>(`${SELECT} WHERE s.id = $1`, [id]);
export const nameTaken = async (db: Queryable, name: string, exceptId: number | null) =>
  !!(await db.one(`SELECT 1 FROM surveys WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`, [name, exceptId]));

export interface SurveyValues {
  name: string;
  question: string;
  answers: string[];
  audience: SurveyAudience;
  delay_seconds: number;
  is_active: boolean;
}
export const insertSurvey = async (db: Queryable, v: SurveyValues) =>
  (await db.one<{ id: number }>(
    `INSERT INTO surveys (name, question, answers, audience, delay_seconds, is_active) VALUES ($1, $2, $3::jsonb, $4, $5, $6) RETURNING id`,
    [v.name, v.question, JSON.stringify(v.answers), v.audience, v.delay_seconds, v.is_active],
  ))!.id;

export const updateSurvey = (db: Queryable, id: number, v: SurveyValues) =>
  db.query(
    `UPDATE surveys SET name = $2, question = $3, answers = $4::jsonb, audience = $5, delay_seconds = $6, is_active = $7, updated_at = now() WHERE id = $1`,
    [id, v.name, v.question, JSON.stringify(v.answers), v.audience, v.delay_seconds, v.is_active],
  );
/** Answers beyond a shortened answer list no longer have a text: they go. */
export const dropAnswersFrom = (db: Queryable, id: number, count: number) =>
  db.query(`DELETE FROM survey_answers WHERE survey_id = $1 AND answer_index >= $2`, [id, count]);
export const deleteSurvey = (db: Queryable, id: number) => db.query(`DELETE FROM surveys WHERE id = $1`, [id]);

/** Active cards for an audience that the account has not answered, oldest first. */
export const openCardsFor = (db: Queryable, userId: number, audience: string) =>
  db.query<{ id: number; name: string; question: string; answers: string[]; delay_seconds: number }>(
    `SELECT s.id, s.name, s.question, s.answers, s.delay_seconds FROM surveys s
      WHERE s.is_active AND (s.audience = 'all' OR s.audience = $2)
        AND NOT EXISTS (SELECT 1 FROM survey_answers a WHERE a.survey_id = s.id AND a.user_id = $1)
      ORDER BY s.created_at, s.id LIMIT 5`,
    [userId, audience],
  );

export const saveAnswer = (db: Queryable, surveyId: number, userId: number, index: number) =>
  db.query(
    `INSERT INTO survey_answers (survey_id, user_id, answer_index) VALUES ($1, $2, $3)
     ON CONFLICT (survey_id, user_id) DO UPDATE SET answer_index = EXCLUDED.answer_index, created_at = now()`,
    [surveyId, userId, index],
  );
