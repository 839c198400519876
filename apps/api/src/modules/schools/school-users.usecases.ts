// Users of a school (/schule/nutzerverwaltung): the school's users manage its colleagues through the
// shared colleague rules (modules/colleagues).
import type { TSchoolUser } from '@oabat/domain/schools';
import type { SessionUser } from '../../lib/session-user.ts';
import * as colleagues from '../colleagues/colleagues.usecases.ts';
import { editableSchool, type Deps } from './schools.usecases.ts';

export interface UserDeps extends Deps, colleagues.ColleagueDeps {}

async function organisation(deps: UserDeps, viewer: SessionUser | null, key: string): Promise<colleagues.Organisation> {
  const school = await editableSchool(deps, viewer, key);
  return { id: school.id, name: school.name, table: 'school_users' };
}

export async function listUsers(deps: UserDeps, viewer: SessionUser | null, key: string): Promise<TSchoolUser[]> {
  return colleagues.listColleagues(deps, viewer!, await organisation(deps, viewer, key)) as Promise<TSchoolUser[]>;
}

export async function inviteUser(deps: UserDeps, viewer: SessionUser | null, key: string, input: colleagues.ColleagueInput) {
  return colleagues.inviteColleague(deps, viewer!, await organisation(deps, viewer, key), input) as Promise<TSchoolUser[]>;
}

export async function removeUser(deps: UserDeps, viewer: SessionUser | null, key: string, userId: number) {
  return colleagues.removeColleague(deps, viewer!, await organisation(deps, viewer, key), userId) as Promise<TSchoolUser[]>;
}
