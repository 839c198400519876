// The addresses of business profiles and job pages, built in one place (the routes are in app/routes/business.ts).
export const businessPath = (businessSlug: string) => `/betriebe/${businessSlug}`;
export const jobPath = (businessSlug: string, jobSlug: string) => `${businessPath(businessSlug)}/jobs/${jobSlug}`;
