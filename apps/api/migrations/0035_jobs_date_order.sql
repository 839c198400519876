-- Newest first across all job types: a date-sorted search over a wide radius walks this index and stops after
-- the page, instead of sorting every job in the radius (at 100k jobs and 100 km: 1 ms instead of 235 ms).
CREATE INDEX jobs_published_at_idx ON jobs (published_at DESC, id DESC) WHERE status = 'published';
