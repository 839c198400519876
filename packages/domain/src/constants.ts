// Business constants and limits of spec 01 §9 and 02 §9, shared by server and client.

export const PRODUCT_NAME = 'Oabat';

/**
 * Id of the JSON data block in which the server renderer hands its state to the browser. Here, not in seo.ts: the
 * boot reads it, and importing seo.ts would carry the page heads and their date rules into the boot's chunk.
 */
export const SSR_STATE_ID = 'oabat-ssr-state';
export const TITLE_SUFFIX = ' | Oabat';
export const TITLE_SUFFIX_MAX_LENGTH = 55;

export const JOB_TYPE = { apprenticeship: 1, traineeship: 2, job: 3 } as const;
export type JobTypeId = (typeof JOB_TYPE)[keyof typeof JOB_TYPE];
export const SPECIAL_JOB_TYPE = JOB_TYPE.job;
export const JOB_VERSION_THRESHOLD = 2;
export const PREMIUM_SUBSCRIPTION_TYPE = 2;

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;
export const FETCH_MIN_DISPLAY_DELAY_MS = 200;
export const OVERLAY_DELAY_MS = 100;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const NAVIGATION_HISTORY_SIZE = 20;
export const SLOW_CONNECTION = { downlinkBelow: 1.55, loadTimeAboveMs: 5000 } as const;
export const MEDIA_LOAD_TIMEOUT_MS = 5000;
export const MEDIA_LOAD_ERROR = 'Medien konnten nicht geladen werden. Bitte überprüfe deine Internetverbindung.';
export const IMAGE_DEFAULTS = { size: 3, modernFormat: 'webp', fallbackFormat: 'jpg' } as const;
export const BREAKPOINTS = { md: 960, lg: 1264 } as const;
export const SURVEY_DEFAULT_DELAY_S = 120;

export const AUTH_COOKIE = { path: '/', maxAgeDays: 30, prefix: 'auth.', tokenKey: '_token.', refreshKey: '_refresh_token.' } as const;
export const TOKEN_TTL_DAYS = 30;

export const OTP = { length: 6, ttlMinutes: 10, maxAttempts: 5 } as const;

export const RATING_LIKE_THRESHOLD = 50;
export const DEFAULT_SEARCH_CHANNEL = 'oabat';
export const SEARCH_PAGE_SIZE = 20;
export const BUSINESSES_AROUND_DISTANCE_KM = 30;
export const COMPLETE_PROFILE_MIN_MAIN_IMAGES = 5; // "more than 4"
export const TYPING_INDICATOR_MS = 6000;
export const CHAT_MAX_KEPT_MESSAGES = 50;
export const NEWS_LOAD_LIMIT = 20;
export const UPLOAD_RETRY_DELAYS_S = [0, 3, 5, 10, 20] as const;

export const BUTTON_DESIGNS = [
  'white',
  'black',
  'flat',
  'flat-white',
  'primary',
  'primary-flat',
  'secondary',
  'secondary-flat',
  'primary-frameless',
  'secondary-frameless',
  'transparent',
] as const;
export type ButtonDesign = (typeof BUTTON_DESIGNS)[number];
export const BUTTON_SIZES = ['tiny', 'small', 'regular', 'large', 'x-large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const LINK_TARGETS = ['', '_blank', '_self', '_parent', '_top'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export const GRADUATIONS = ['none', 'main', 'quali', 'mittel', 'fos', 'abi', 'bachelor', 'master', 'diploma'] as const;
export type Graduation = (typeof GRADUATIONS)[number];
export const CRAFTS = ['it', 'craft', 'office', 'social', 'sales', 'art'] as const;
export type Craft = (typeof CRAFTS)[number];
