// The plain review rules (spec 02 §3): kept apart from the schemas in reviews.ts, which re-exports them,
// so a page that only shows stars carries no zod.

export const REVIEW_TYPES = ['platform', 'business'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
