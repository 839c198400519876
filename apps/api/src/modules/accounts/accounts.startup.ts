// Start-up housekeeping of the account tables: expired codes, states, resets and old rate counters go.
import type { StartupTask } from '../../lib/startup-task.ts';

export const cleanupAccounts: StartupTask = async (db) => {
  await db.query(`DELETE FROM rate_events WHERE at < now() - interval '1 day'`);
  await db.query(`DELETE FROM one_time_codes WHERE expires_at < now() - interval '1 day'`);
  await db.query(`DELETE FROM social_login_states WHERE expires_at < now()`);
  await db.query(`DELETE FROM password_resets WHERE expires_at < now() - interval '7 days'`);
  await db.query(`DELETE FROM auth_tokens WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'`);
};
