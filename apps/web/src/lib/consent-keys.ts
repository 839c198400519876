// Where the cookie choice lives in localStorage: read by lib/consent.ts and, before the app loads, by the boot
// (main.tsx), which must stay free of React.
export const CONSENT_KEY = 'cookie_consent';
export const CONSENT_ID_KEY = 'cookie_consent_id';
/** A choice the server has not confirmed yet (offline, rate limit): sent again on the next page load. */
export const CONSENT_PENDING_KEY = 'cookie_consent_pending';
