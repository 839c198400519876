-- Prefix search on the second search key (umlauts dropped: munchen) uses an index too.
CREATE INDEX places_search_name_plain_prefix ON places (search_name_plain text_pattern_ops);
