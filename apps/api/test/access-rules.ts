// The parts every access-table file shares: the Rule a row is written with, and the helpers that build rows.
import type { Fixtures, Role } from './access-fixtures.ts';
import type { Part } from './factories/media.ts';

export interface Call {
  url: string;
  body?: Record<string, unknown>;
  multipart?: Record<string, Part>;
}

export interface Rule {
  /** Why a guest may call it; without it a guest must get 401. */
  guest?: string;
  /** Whose objects the call names. Without an owner (only with `guest`) the route shows nothing private. */
  owner?: Role;
  /** Every logged-in caller acts on their own data only (the owner's call still runs, with the extra fields). */
  self?: string;
  /** Roles besides the owner (and the admin, who is trusted) that may succeed, e.g. the other party of a conversation. */
  allowed?: Role[];
  call?: (f: Fixtures) => Call;
  /** A 2xx answer to a refused caller is still a leak when this finds the owner's data in it (filtered lists). */
  leaks?: (f: Fixtures, body: string) => boolean;
  /** The owner's expected statuses (default: any 2xx). */
  ownerStatus?: number[];
  /** The owner's call ends the owner's other sessions: log in again after it. */
  revokes?: boolean;
  /** The owner's calls naming someone else's object inside the body: none may succeed. */
  foreign?: (f: Fixtures) => Call | Call[];
  /** Rows (snapshot keys) the owner's call may change. */
  mayChange?: RegExp;
}

export const P = (guest: string): Rule => ({ guest });
export const SELF = (self: string, call: (f: Fixtures) => Call, extra: Partial<Rule> = {}): Rule => ({ self, owner: 'trainee', call, ...extra });
let seq = 0;
export const unique = () => `${Date.now().toString(36)}${(seq += 1)}`;

export const TRAINEE_PARTIES: Role[] = ['trainee2', 'region', 'region2', 'support'];
export const jobBody = (f: Fixtures) => ({ type_id: 1, name: 'Ausbildung zum Bäcker (Test)', business_site_id: f.business.siteId, status: 'draft' });
export const site = (f: Fixtures) => ({ name: 'Filiale Innstadt', street: 'Innstraße 5', postal_code: '94032', city: 'Passau', id: f.business.siteId });
export { billing } from './access-bodies.ts';
export const invite = () => ({ email: `kollege-${unique()}@test.example`, firstname: 'Karl', lastname: 'Kollege' });
