// The "faire Vergütung" condition in SQL (issue #36), for the search filter and the cards: the same rule as isFairPay
// in packages/domain/src/fair-pay-mark.ts, with the minimum per start year and training year taken from the domain's
// table (fair-pay.ts), so a new year's figure changes both at once.
import { JOB_TYPE } from '@oabat/domain/constants';
import { MIN_TRAINING_PAY_FIRST_YEAR, minimumTrainingPayCents, TRAINING_YEARS } from '@oabat/domain/fair-pay';

const YEARS = Object.keys(MIN_TRAINING_PAY_FIRST_YEAR).map(Number);
const LAST_YEAR = Math.max(...YEARS);
/** (start year, training year, minimum in cents) for every announced start year. */
const MINIMA = YEARS.flatMap((y) => TRAINING_YEARS.map((t) => `(${y}, ${t}, ${minimumTrainingPayCents(y, t)})`)).join(', ');

/**
 * True for an apprenticeship of `jobs j` that states its first-year pay and whose stated years are at least the minimum
 * for its start year (a start after the last announced year is held to that year's figure, none before 2020), or that
 * is bound by a collective agreement. Only constants are written into the text (no parameters).
 */
export const fairPaySql = (
  j = 'j',
) => `(${j}.type_id = ${JOB_TYPE.apprenticeship} AND ${j}.pay_year_1 IS NOT NULL AND (${j}.collective_agreement OR NOT EXISTS (
    SELECT 1 FROM (VALUES ${MINIMA}) m(start_year, training_year, cents)
     WHERE m.start_year = LEAST(coalesce(extract(year FROM ${j}.start_date)::int, extract(year FROM now() AT TIME ZONE 'UTC')::int), ${LAST_YEAR})
       AND (CASE m.training_year WHEN 1 THEN ${j}.pay_year_1 WHEN 2 THEN ${j}.pay_year_2 WHEN 3 THEN ${j}.pay_year_3 ELSE ${j}.pay_year_4 END) * 100 < m.cents)))`;
