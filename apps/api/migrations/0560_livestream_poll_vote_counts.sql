-- Poll results without counting: each option keeps its vote count, kept right by a trigger on every insert,
-- delete (also the cascades of a deleted poll) and change of a vote. Why: the results went with every vote's
-- answer and counted all votes again, so a vote storm of 5,000 votes read 12.5 million rows (bench/livestream.ts).
ALTER TABLE livestream_poll_options ADD COLUMN vote_count integer NOT NULL DEFAULT 0;
UPDATE livestream_poll_options o SET vote_count = (SELECT count(*) FROM livestream_poll_votes v WHERE v.option_id = o.id);

CREATE FUNCTION livestream_poll_vote_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE livestream_poll_options SET vote_count = vote_count - 1 WHERE id = OLD.option_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE livestream_poll_options SET vote_count = vote_count + 1 WHERE id = NEW.option_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER livestream_poll_votes_count AFTER INSERT OR DELETE OR UPDATE OF option_id ON livestream_poll_votes
  FOR EACH ROW EXECUTE FUNCTION livestream_poll_vote_count();
