-- The rollups gained dimensions within one channel (place@{channel}, campaign@{channel}, region@{channel})
-- for the dashboard's channel filter (issue #17). Closed days rolled up before have none of them: reopen
-- every day whose raw records are still complete, so the next rollup run (every five minutes, in chunks of
-- 31 days) rebuilds them with the new dimensions. The first day that still has raw records may have lost
-- some to the retention and stays closed, as do the days before it (their raw records are gone).
UPDATE analytics_rollup_state
SET closed_through = LEAST(closed_through, (SELECT (min(created_at) AT TIME ZONE 'Europe/Berlin')::date FROM analytics_records))
WHERE closed_through IS NOT NULL;
