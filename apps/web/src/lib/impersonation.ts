// Admin impersonation (spec 01 §4): the admin's token and route are stored, the user's token is used,
// the page reloads; ending restores the admin's token and route.
import { api, getToken, setToken } from './api.ts';
import { storage } from './storage.ts';

const KEY = 'impersonation';
interface Saved {
  token: string;
  route: string;
}

export const isImpersonating = () => storage.get<Saved>(KEY) !== null;

export async function startImpersonation(userId: number, landing = '/') {
  const adminToken = getToken();
  if (!adminToken) return;
  const { token } = await api<{ token: string }>('POST', '/api/auth/temporary_login', { body: { user_id: userId } });
  storage.set<Saved>(KEY, { token: adminToken, route: window.location.pathname + window.location.search });
  setToken(token);
  window.location.assign(landing);
}

export async function endImpersonation() {
  const saved = storage.get<Saved>(KEY);
  if (!saved) return;
  // The temporary token is revoked; a failure leaves only an 8-hour token behind, so it is ignored.
  await api('POST', '/api/auth/logout').catch(() => {});
  storage.remove(KEY);
  setToken(saved.token);
  window.location.assign(saved.route);
}
