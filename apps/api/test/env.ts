// Environment of API tests: quiet logs, generous rate limits unless a test lowers them.
export function testEnv(overrides: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    PLACES_FILE: process.env.PLACES_FILE,
    OCCUPATIONS_DIR: process.env.OCCUPATIONS_DIR,
    LOGIN_MAX_PER_IP: '1000',
    LOGIN_MAX_PER_ACCOUNT: '1000',
    GUEST_LIMIT_FACTOR: '1000',
    WEB_DIST: '/nonexistent',
    JOB_WORKERS: 'false',
    // PGlite runs on the test's own thread: a slow statement is not overload of a server.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Tests change rows directly in SQL and expect the next request to see it; the session cache has its own tests.
    SESSION_CACHE_SECONDS: '0',
    ...overrides,
  };
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
