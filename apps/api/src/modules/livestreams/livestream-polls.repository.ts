// SQL of livestream polls: polls with their options and vote counts, one vote per voter, proposals.
import type { Queryable } from '../../db.ts';

export interface PollRow {
  id: number;
  livestream_id: number;
  question: string;
  is_active: boolean;
  allow_proposals: boolean;
}
export interface OptionRow {
  id: number;
  poll_id: number;
  text: string;
  votes: number;
}

export const pollsOf = (q: Queryable, streamIds: number[]) =>
  q.query<PollRow>(
    `SELECT id, livestream_id, question, is_active, allow_proposals FROM livestream_polls WHERE livestream_id = ANY($1::int[]) ORDER BY is_active DESC, id DESC`,
    [streamIds],
  );
export const findPoll = (q: Queryable, id: number) =>
  q.one<PollRow>(`SELECT id, livestream_id, question, is_active, allow_proposals FROM livestream_polls WHERE id = $1`, [id]);
export const optionsOf = (q: Queryable, pollIds: number[]) =>
  q.query<OptionRow>(
    `SELECT o.id, o.poll_id, o.text, o.vote_count AS votes
       FROM livestream_poll_options o WHERE o.poll_id = ANY($1::int[]) ORDER BY o.position, o.id`,
    [pollIds],
  );
export const findOption = (q: Queryable, id: number) =>
  q.one<{ id: number; poll_id: number; text: string }>(`SELECT id, poll_id, text FROM livestream_poll_options WHERE id = $1`, [id]);
/** The poll an option belongs to (a vote needs both): one query. */
export const findPollOfOption = (q: Queryable, optionId: number) =>
  q.one<PollRow>(
    `SELECT p.id, p.livestream_id, p.question, p.is_active, p.allow_proposals
       FROM livestream_poll_options o JOIN livestream_polls p ON p.id = o.poll_id WHERE o.id = $1`,
    [optionId],
  );
export const proposalsOf = (q: Queryable, pollIds: number[]) =>
  q.query<{ id: number; poll_id: number; text: string }>(`SELECT id, poll_id, text FROM livestream_poll_proposals WHERE poll_id = ANY($1::int[]) ORDER BY id`, [
    pollIds,
  ]);
export const votesOf = (q: Queryable, pollIds: number[], voter: string) =>
  q.query<{ poll_id: number; option_id: number }>(`SELECT poll_id, option_id FROM livestream_poll_votes WHERE poll_id = ANY($1::int[]) AND voter = $2`, [
    pollIds,
    voter,
  ]);

export async function insertPoll(
  q: Queryable,
  p: { livestream_id: number; question: string; is_active: boolean; allow_proposals: boolean },
  options: string[],
) {
  const id = (await q.one<{ id: number }>(
    `INSERT INTO livestream_polls (livestream_id, question, is_active, allow_proposals) VALUES ($1, $2, $3, $4) RETURNING id`,
    [p.livestream_id, p.question, p.is_active, p.allow_proposals],
  ))!.id;
  for (const [i, text] of options.entries()) await q.query(`INSERT INTO livestream_poll_options (poll_id, text, position) VALUES ($1, $2, $3)`, [id, text, i]);
  return id;
}
export async function updatePoll(q: Queryable, id: number, p: { question: string; is_active: boolean; allow_proposals: boolean }) {
  await q.query(`UPDATE livestream_polls SET question = $2, is_active = $3, allow_proposals = $4, updated_at = now() WHERE id = $1`, [
    id,
    p.question,
    p.is_active,
    p.allow_proposals,
  ]);
}
export const deletePoll = (q: Queryable, id: number) => q.query(`DELETE FROM livestream_polls WHERE id = $1`, [id]);
export async function insertOption(q: Queryable, pollId: number, text: string) {
  return (await q.one<{ id: number }>(
    `INSERT INTO livestream_poll_options (poll_id, text, position) VALUES ($1, $2, (SELECT coalesce(max(position), -1) + 1 FROM livestream_poll_options WHERE poll_id = $1)) RETURNING id`,
    [pollId, text],
  ))!.id;
}
export const countOptions = async (q: Queryable, pollId: number) =>
  (await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM livestream_poll_options WHERE poll_id = $1`, [pollId]))!.n;
export const updateOption = (q: Queryable, id: number, text: string) =>
  q.query(`UPDATE livestream_poll_options SET text = $2, updated_at = now() WHERE id = $1`, [id, text]);
export const deleteOption = (q: Queryable, id: number) => q.query(`DELETE FROM livestream_poll_options WHERE id = $1`, [id]);

/** One vote per voter and poll; false when the voter had voted already. */
export async function insertVote(q: Queryable, pollId: number, optionId: number, voter: string, userId: number | null) {
  const row = await q.one<{ id: number }>(
    `INSERT INTO livestream_poll_votes (poll_id, option_id, voter, user_id) VALUES ($1, $2, $3, $4) ON CONFLICT (poll_id, voter) DO NOTHING RETURNING id`,
    [pollId, optionId, voter, userId],
  );
  return !!row;
}
/**
 * Several votes in one statement (a vote storm): the ones taken, as `poll_id:voter`. Only votes whose option still
 * belongs to the poll are written, so an option deleted meanwhile does not fail the others' insert.
 */
export async function insertVotes(q: Queryable, votes: { poll_id: number; option_id: number; voter: string; user_id: number | null }[]) {
  const rows = await q.query<{ poll_id: number; voter: string }>(
    `INSERT INTO livestream_poll_votes (poll_id, option_id, voter, user_id)
     SELECT v.poll_id, v.option_id, v.voter, v.user_id
       FROM unnest($1::int[], $2::int[], $3::text[], $4::int[]) AS v(poll_id, option_id, voter, user_id)
       JOIN livestream_poll_options o ON o.id = v.option_id AND o.poll_id = v.poll_id
     ON CONFLICT (poll_id, voter) DO NOTHING RETURNING poll_id, voter`,
    [votes.map((v) => v.poll_id), votes.map((v) => v.option_id), votes.map((v) => v.voter), votes.map((v) => v.user_id)],
  );
  return new Set(rows.map((r) => `${r.poll_id}:${r.voter}`));
}
export async function upsertProposal(q: Queryable, pollId: number, voter: string, userId: number | null, text: string) {
  return (await q.one<{ id: number }>(
    `INSERT INTO livestream_poll_proposals (poll_id, voter, user_id, text) VALUES ($1, $2, $3, $4)
     ON CONFLICT (poll_id, voter) DO UPDATE SET text = EXCLUDED.text RETURNING id`,
    [pollId, voter, userId, text],
  ))!.id;
}
