-- How fast a business answers in the chat (search filter avg_response_time, shown on its profile): the mean, over
-- conversations a non-member opened with one of its users, of the minutes until a member first answered. NULL
-- while fewer than 3 such conversations were answered (too little to tell). Kept up to date by the chat's send
-- path (chat.response-time.ts), so the search reads one column instead of aggregating messages per job.
ALTER TABLE businesses ADD COLUMN avg_response_minutes integer;
-- The filter keeps businesses whose figure is at most N hours: few businesses have one, so a small partial index.
CREATE INDEX businesses_avg_response_idx ON businesses (avg_response_minutes) WHERE avg_response_minutes IS NOT NULL;
