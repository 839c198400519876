// Users of a business (/betrieb/benutzer): the business's editors manage its colleagues through the
// shared colleague rules (modules/colleagues).
import type { TBusinessUser } from '@oabat/domain/businesses';
import type { SessionUser } from '../../lib/session-user.ts';
import * as colleagues from '../colleagues/colleagues.usecases.ts';
import { editableBusiness, type Deps } from './businesses.usecases.ts';

export interface UserDeps extends Deps, colleagues.ColleagueDeps {}

async function organisation(deps: UserDeps, viewer: SessionUser | null, key: string): Promise<colleagues.Organisation> {
  const business = await editableBusiness(deps, viewer, key);
  return { id: business.id, name: business.name, table: 'business_users' };
}

export async function listUsers(deps: UserDeps, viewer: SessionUser | null, key: string): Promise<TBusinessUser[]> {
  return colleagues.listColleagues(deps, viewer!, await organisation(deps, viewer, key)) as Promise<TBusinessUser[]>;
}

export async function inviteUser(deps: UserDeps, viewer: SessionUser | null, key: string, input: colleagues.ColleagueInput) {
  return colleagues.inviteColleague(deps, viewer!, await organisation(deps, viewer, key), input) as Promise<TBusinessUser[]>;
}

export async function removeUser(deps: UserDeps, viewer: SessionUser | null, key: string, userId: number) {
  return colleagues.removeColleague(deps, viewer!, await organisation(deps, viewer, key), userId) as Promise<TBusinessUser[]>;
}
