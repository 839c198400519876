// Rules of trainee profiles: the trainee reads and edits their own; a business that received an
// application from them reads a reduced profile (no contact data, no birthdate of minors); nobody else.
import { ageOn } from '@oabat/domain/accounts';
import { isAdmin } from '@oabat/domain/rights';
import { traineeCompleteness, type TInterestInput, type TTrainee, type TTraineeUpdate } from '@oabat/domain/trainees';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { findImage, toWireImage, uploadImage, type MediaDeps } from '../media/media.usecases.ts';
import type { Upload } from '../media/media.upload.ts';
import * as repo from './trainees.repository.ts';
import { ensureOptionalAllowed } from '../parental-consent/parental-consent.usecases.ts';

const missing = () => notFound('trainees.not_found', 'Dieses Profil gibt es nicht.');
const isSelf = (viewer: SessionUser | null, row: repo.TraineeRow) => !!viewer && viewer.id === row.user_id;

async function toWire(deps: MediaDeps, row: repo.TraineeRow, full: boolean): Promise<TTrainee> {
  const picture = row.profile_picture_id ? await findImage(deps.db, row.profile_picture_id) : undefined;
  const interest = row.interest
    ? { ...row.interest, city: (await repo.nearestCity(deps.db, row.interest.latitude, row.interest.longitude))?.name ?? null }
    : null;
  const adult = !!row.birthdate && ageOn(row.birthdate) >= 18;
  const trainee: TTrainee = {
    id: row.id,
    user_id: row.user_id,
    gender: row.gender,
    firstname: row.firstname,
    lastname: row.lastname,
    phone_number: full ? row.phone_number : null,
    birthdate: full || adult ? row.birthdate : null,
    primary_address: { city: row.city, postal_code: full ? row.postal_code : null },
    school_base: row.school_base,
    highest_graduation: row.highest_graduation,
    temp_email: full ? row.temp_email : null,
    number_trialwork: row.number_trialwork,
    number_trialwork_missing: row.number_trialwork_missing,
    referal_code: full ? row.referal_code : null,
    profile_picture: picture ? await toWireImage(deps, picture) : null,
    onboarding_completed: row.onboarding_completed,
    crafts: row.crafts,
    interest: full ? interest : null,
    allows_chat_notification: row.allows_chat_notification,
    allows_newsletter: row.allows_newsletter,
    allows_application_notification: row.allows_application_notification,
    allows_recommendations: row.allows_recommendations,
    tutorial_steps: full ? row.tutorial_steps : [],
    profile_path: row.profile_path,
  };
  if (full) trainee.completeness = traineeCompleteness(trainee);
  return trainee;
}

export async function getTrainee(deps: MediaDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const row = await repo.findTrainee(deps.db, id);
  if (!row) throw missing();
  if (isSelf(viewer, row) || isAdmin(viewer)) return toWire(deps, row, true);
  if (viewer.business?.id && (await repo.receivedInterestFrom(deps.db, viewer.business.id, row.id))) return toWire(deps, row, false);
  throw forbidden('Dieses Profil kannst du nicht sehen.');
}

export async function ownTrainee(deps: MediaDeps, viewer: SessionUser | null, id: number) {
  requireViewer(viewer);
  const row = await repo.findTrainee(deps.db, id);
  if (!row) throw missing();
  if (!isSelf(viewer, row)) throw forbidden('Du kannst nur dein eigenes Profil ändern.');
  return row;
}

export async function updateTrainee(deps: MediaDeps, viewer: SessionUser | null, id: number, input: TTraineeUpdate) {
  const row = await ownTrainee(deps, viewer, id);
  // Under 16 newsletter and recommendations wait for the parents' consent (issue #19).
  const birthdate = input.birthdate !== undefined ? input.birthdate : row.birthdate;
  if (input.allows_newsletter) await ensureOptionalAllowed(deps.db, { id: row.user_id, birthdate }, 'allows_newsletter');
  if (input.allows_recommendations) await ensureOptionalAllowed(deps.db, { id: row.user_id, birthdate }, 'allows_recommendations');
  let placeId: number | null | undefined;
  if (input.postal_code) {
    placeId = (await repo.placeForPostalCode(deps.db, input.postal_code))?.id;
    if (!placeId) throw invalid('postal_code', 'Diese Postleitzahl kennen wir nicht.');
  } else if (input.postal_code === null) placeId = null;
  if (input.school_base_id && !(await repo.schoolBaseExists(deps.db, input.school_base_id))) throw invalid('school_base_id', 'Diese Schule gibt es nicht.');
  await deps.db.tx(async (q) => {
    await repo.updateUserColumns(q, row.user_id, { firstname: input.firstname, lastname: input.lastname, birthdate: input.birthdate });
    await repo.updateTraineeColumns(q, row.id, {
      gender: input.gender,
      place_id: placeId,
      school_base_id: input.school_base_id,
      highest_graduation: input.highest_graduation,
      temp_email: input.temp_email,
      number_trialwork: input.number_trialwork,
      number_trialwork_missing: input.number_trialwork_missing,
      crafts: input.crafts,
      onboarding_completed: input.onboarding_completed,
      allows_chat_notification: input.allows_chat_notification,
      allows_newsletter: input.allows_newsletter,
      allows_application_notification: input.allows_application_notification,
      allows_recommendations: input.allows_recommendations,
    });
  });
  return toWire(deps, (await repo.findTrainee(deps.db, row.id))!, true);
}

/** The profile picture is private: shown through signed URLs to who may see the profile. */
export async function uploadProfilePicture(deps: MediaDeps, viewer: SessionUser | null, id: number, upload: Upload) {
  const row = await ownTrainee(deps, viewer, id);
  const image = await uploadImage(deps, viewer!, upload, true);
  await repo.updateTraineeColumns(deps.db, row.id, { profile_picture_id: image.id });
  return { image, trainee: await toWire(deps, (await repo.findTrainee(deps.db, row.id))!, true) };
}

const interestValues = (i: TInterestInput) => ({
  latitude: i.latitude,
  longitude: i.longitude,
  radius: i.radius,
  job_type: i.jobType ?? i.job_type,
  crafts: i.crafts,
});

export async function createInterest(deps: MediaDeps, viewer: SessionUser | null, traineeId: number, input: TInterestInput) {
  const row = await ownTrainee(deps, viewer, traineeId);
  const created = await repo.insertInterest(deps.db, row.id, interestValues(input));
  if (!created) throw conflict('trainees.interest_exists', 'Du hast schon einen Suchort. Bitte ändere ihn stattdessen.');
  return toWire(deps, (await repo.findTrainee(deps.db, row.id))!, true);
}

export async function updateInterest(deps: MediaDeps, viewer: SessionUser | null, traineeId: number, interestId: number, input: TInterestInput) {
  const row = await ownTrainee(deps, viewer, traineeId);
  const interest = await repo.findInterest(deps.db, interestId);
  if (!interest || interest.trainee_id !== row.id) throw notFound('trainees.interest_not_found', 'Diesen Suchort gibt es nicht.');
  await repo.updateInterest(deps.db, interestId, interestValues(input));
  return toWire(deps, (await repo.findTrainee(deps.db, row.id))!, true);
}
