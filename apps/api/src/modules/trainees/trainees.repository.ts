// SQL of trainee profiles and their interest.
import type { Queryable } from '../../db.ts';
import { updateColumns } from '../../lib/sql.ts';

export interface TraineeRow {
  id: number;
  user_id: number;
  gender: string | null;
  firstname: string;
  lastname: string;
  phone_number: string | null;
  birthdate: string | null;
  city: string | null;
  postal_code: string | null;
  school_base: { id: number; name: string } | null;
  highest_graduation: string | null;
  temp_email: string | null;
  number_trialwork: number | null;
  number_trialwork_missing: number | null;
  referal_code: string | null;
  profile_picture_id: number | null;
  onboarding_completed: boolean;
  crafts: string[];
  allows_chat_notification: boolean;
  allows_newsletter: boolean;
  allows_application_notification: boolean;
  allows_recommendations: boolean;
  tutorial_steps: string[];
  profile_path: string | null;
  interest: { id: number; latitude: number; longitude: number; radius: number; job_type: number; crafts: string[] } | null;
}

export const findTrainee = (db: Queryable, id: number) =>
  db.one<TraineeRow>(
    `SELECT t.id, t.user_id, t.gender, u.firstname, u.lastname, u.phone_number, u.birthdate, p.name AS city, p.postal_code,
          CASE WHEN sb.id IS NULL THEN NULL ELSE json_build_object('id', sb.id, 'name', sb.name) END AS school_base,
          t.highest_graduation, t.temp_email, t.number_trialwork, t.number_trialwork_missing, t.referal_code, t.profile_picture_id,
          t.onboarding_completed, t.crafts, t.allows_chat_notification, t.allows_newsletter, t.allows_application_notification,
          t.allows_recommendations, u.tutorial_steps, u.profile_path,
          (SELECT json_build_object('id', i.id, 'latitude', i.latitude, 'longitude', i.longitude, 'radius', i.radius, 'job_type', i.job_type, 'crafts', i.crafts)
             FROM trainee_interests i WHERE i.trainee_id = t.id) AS interest
     FROM trainees t JOIN users u ON u.id = t.user_id LEFT JOIN places p ON p.id = t.place_id LEFT JOIN school_bases sb ON sb.id = t.school_base_id
    WHERE t.id = $1`,
    [id],
  );

const setColumns = (db: Queryable, table: string, id: number, p: Record<string, unknown>) => updateColumns(db, table, id, p, ['crafts']);
export const updateTraineeColumns = (db: Queryable, id: number, p: Record<string, unknown>) => setColumns(db, 'trainees', id, p);
export const updateUserColumns = (db: Queryable, id: number, p: Record<string, unknown>) => setColumns(db, 'users', id, p);

export const placeForPostalCode = (db: Queryable, postalCode: string) =>
  db.one<{ id: number }>(`SELECT id FROM places WHERE postal_code = $1 ORDER BY (id = city_id) DESC, id LIMIT 1`, [postalCode]);
export const schoolBaseExists = async (db: Queryable, id: number) => !!(await db.one(`SELECT 1 FROM school_bases WHERE id = $1`, [id]));
export const nearestCity = (db: Queryable, lat: number, lon: number) =>
  db.one<{ name: string }>(
    `SELECT name FROM places WHERE earth_box(ll_to_earth($1, $2), 20000) @> ll_to_earth(latitude, longitude)
    ORDER BY earth_distance(ll_to_earth(latitude, longitude), ll_to_earth($1, $2)) LIMIT 1`,
    [lat, lon],
  );

export async function insertInterest(
  db: Queryable,
  traineeId: number,
  i: { latitude: number; longitude: number; radius: number; job_type: number; crafts: string[] },
) {
  return db.one<{ id: number }>(
    `INSERT INTO trainee_interests (trainee_id, latitude, longitude, radius, job_type, crafts) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (trainee_id) DO NOTHING RETURNING id`,
    [traineeId, i.latitude, i.longitude, i.radius, i.job_type, JSON.stringify(i.crafts)],
  );
}
export const updateInterest = (db: Queryable, id: number, i: { latitude: number; longitude: number; radius: number; job_type: number; crafts: string[] }) =>
  db.query(`UPDATE trainee_interests SET latitude = $2, longitude = $3, radius = $4, job_type = $5, crafts = $6::jsonb, updated_at = now() WHERE id = $1`, [
    id,
    i.latitude,
    i.longitude,
    i.radius,
    i.job_type,
    JSON.stringify(i.crafts),
  ]);
export const findInterest = (db: Queryable, id: number) =>
  db.one<{ id: number; trainee_id: number }>(`SELECT id, trainee_id FROM trainee_interests WHERE id = $1`, [id]);

/** Whether a business user received a job interest (application) from this trainee. */
export const receivedInterestFrom = async (db: Queryable, businessId: number, traineeId: number) =>
  !!(await db.one(`SELECT 1 FROM job_interests ji JOIN jobs j ON j.id = ji.job_id WHERE ji.trainee_id = $2 AND j.business_id = $1 LIMIT 1`, [
    businessId,
    traineeId,
  ]));
