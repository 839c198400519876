// Guest ids of livestream viewers without an account (issue #35, finding 3): issued by the server and signed, so a
// guest cannot make up a new id for every vote. Shape `g<24 hex>-<32 hex>` fits the old free-form chat_user_id field.
import crypto from 'node:crypto';
import type { Queryable } from '../../db.ts';

const SHAPE = /^g([0-9a-f]{24})-([0-9a-f]{32})$/;
const keys = new WeakMap<object, Promise<string>>();

/** One key per database, shared by every process (as the media signing key). */
function signingKey(db: Queryable): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.query(`INSERT INTO app_meta (key, value) VALUES ('guest_id_key', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING`, [
        crypto.randomBytes(32).toString('hex'),
      ]);
      return (await db.one<{ v: string }>(`SELECT value #>> '{}' AS v FROM app_meta WHERE key = 'guest_id_key'`))!.v;
    })();
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const sign = (key: string, id: string) => crypto.createHmac('sha256', key).update(`guest:${id}`).digest('hex').slice(0, 32);

export async function issueGuestId(db: Queryable): Promise<string> {
  const id = crypto.randomBytes(12).toString('hex');
  return `g${id}-${sign(await signingKey(db), id)}`;
}

/** True only for an id this server issued. */
export async function isGuestId(db: Queryable, value: string | undefined | null): Promise<boolean> {
  const m = value ? SHAPE.exec(value) : null;
  if (!m) return false;
  return crypto.timingSafeEqual(Buffer.from(sign(await signingKey(db), m[1])), Buffer.from(m[2]));
}
