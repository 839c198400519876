// A/B assignment (spec 01 §4): a random id in a cookie; group A when its first character code is even.
// Skipped while an admin impersonates someone.
import { isImpersonating } from './impersonation.ts';

const COOKIE = 'ab_id';

export function abGroup(): 'A' | 'B' | null {
  if (isImpersonating()) return null;
  let id = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!id) {
    id = crypto.randomUUID();
    document.cookie = `${COOKIE}=${id}; path=/; max-age=${365 * 86_400}; SameSite=Lax`;
  }
  return groupOf(id);
}

export const groupOf = (id: string): 'A' | 'B' => (id.charCodeAt(0) % 2 === 0 ? 'A' : 'B');
