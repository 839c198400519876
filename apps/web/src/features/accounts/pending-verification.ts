// Between registration and the code page: the address and the way back are kept for this tab (sessionStorage, gone
// when the tab closes), so a reload of /verify still knows them; the password only in memory, never in storage, so
// after a reload the code alone finishes (the server takes the code without it, issue #36).
const KEY = 'oabat_pending_verification';
let password: string | null = null;

export interface PendingVerification {
  email: string | null;
  password: string | null;
  redirect: string | null;
}

export const pendingVerification = {
  save(p: { email: string; password: string; redirect: string | null }) {
    password = p.password;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ email: p.email, redirect: p.redirect }));
    } catch {
      /* private mode: the address is asked again after a reload */
    }
  },
  read(): PendingVerification {
    try {
      const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { email?: unknown; redirect?: unknown } | null;
      return {
        email: typeof kept?.email === 'string' ? kept.email : null,
        redirect: typeof kept?.redirect === 'string' ? kept.redirect : null,
        password,
      };
    } catch {
      return { email: null, redirect: null, password };
    }
  },
  clear() {
    password = null;
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      /* nothing kept */
    }
  },
};
