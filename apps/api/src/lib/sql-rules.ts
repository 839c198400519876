// Domain rules as SQL text (issue #37, "rules once"): the SQL of several modules repeats what a like is and which
// business is premium; built here from the constants of packages/domain, so the number lives in one place.
// The text is exactly what the queries wrote before (prepared statements are found by their text).
import { PREMIUM_SUBSCRIPTION_TYPE, RATING_LIKE_THRESHOLD } from '@oabat/domain/constants';

/** A rating that counts as a like (isLike of packages/domain): `r.rating > 50`, or `rating > 50` without an alias. */
export const likedRating = (alias?: string) => `${alias ? `${alias}.` : ''}rating > ${RATING_LIKE_THRESHOLD}`;

/** Whether the business in `businessIdColumn` holds the premium subscription (isPremium of packages/domain). */
export const premiumBusiness = (businessIdColumn: string) =>
  `EXISTS (SELECT 1 FROM business_subscription_types st WHERE st.business_id = ${businessIdColumn} AND st.subscription_type_id = ${PREMIUM_SUBSCRIPTION_TYPE})`;
