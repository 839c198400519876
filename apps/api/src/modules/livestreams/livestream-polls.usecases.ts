// Rules of livestream polls: the admin and businesses with admin_livestream_polls create, activate, edit and
// delete polls and options; everybody votes once per poll on an active poll (a guest by the chat user id the
// browser keeps, refused with 403 when the stream's votes need an account); viewers propose answers when the
// poll allows it. Results go live to the stream's room, coalesced (a vote storm sends results, not each vote).
import { LIVESTREAM_EVENTS } from '@oabat/domain/livestreams';
import { POLL_OPTIONS_MAX, sortPolls, type TPoll, type TPollInput } from '@oabat/domain/livestream-polls';
import type { SessionUser } from '../../lib/session-user.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';
import * as repo from './livestream-polls.repository.ts';
import { canManagePolls, findStream, requireProof } from './livestream-access.ts';
import { isGuestId } from './livestream-guest-id.ts';

const pollNotFound = () => notFound('livestreams.poll_not_found', 'Diese Umfrage gibt es nicht (mehr).');
const optionNotFound = () => notFound('livestreams.option_not_found', 'Diese Antwort gibt es nicht (mehr).');

/** Whose vote it is: the user, or a guest by the browser's chat user id. */
export const voterKey = (viewer: SessionUser | null, chatUserId?: string) => (viewer ? `u${viewer.id}` : chatUserId ? `c${chatUserId}` : null);

export async function presentPolls(d: LivestreamDeps, viewer: SessionUser | null, streamIds: number[], voter: string | null): Promise<TPoll[]> {
  return presentPollRows(d, viewer, await repo.pollsOf(d.db, streamIds), voter);
}

async function presentPollRows(d: LivestreamDeps, viewer: SessionUser | null, polls: repo.PollRow[], voter: string | null): Promise<TPoll[]> {
  if (!polls.length) return [];
  const ids = polls.map((p) => p.id);
  const manager = canManagePolls(viewer);
  const [options, proposals, mine] = await Promise.all([
    repo.optionsOf(d.db, ids),
    manager ? repo.proposalsOf(d.db, ids) : Promise.resolve([]),
    voter ? repo.votesOf(d.db, ids, voter) : Promise.resolve([]),
  ]);
  return sortPolls(
    polls.map((p) =>
      pollView(
        p,
        options.filter((o) => o.poll_id === p.id),
        mine.find((v) => v.poll_id === p.id)?.option_id ?? null,
        manager ? proposals.filter((x) => x.poll_id === p.id) : undefined,
      ),
    ),
  );
}

/** A poll with its options and counts, the viewer's own choice, and (for managers) the proposals. */
function pollView(p: repo.PollRow, options: repo.OptionRow[], myOptionId: number | null, proposals?: { id: number; text: string }[]): TPoll {
  const own = options.map((o) => ({ id: o.id, text: o.text, votes: o.votes }));
  return {
    id: p.id,
    livestream_id: p.livestream_id,
    question: p.question,
    is_active: p.is_active,
    allow_proposals: p.allow_proposals,
    options: own,
    total_votes: own.reduce((n, o) => n + o.votes, 0),
    my_option_id: myOptionId,
    ...(proposals ? { proposals: proposals.map((x) => ({ id: x.id, text: x.text })) } : {}),
  };
}

/** One poll as `viewer` sees it (its row given when the caller has it: a vote's answer reads only its own poll). */
async function onePoll(d: LivestreamDeps, viewer: SessionUser | null, pollId: number, voter: string | null = null, row?: repo.PollRow) {
  const poll = row ?? (await repo.findPoll(d.db, pollId));
  if (!poll) throw pollNotFound();
  return (await presentPollRows(d, viewer, [poll], voter))[0]!;
}

/** The poll's public state to the room, at most every POLL_EVERY_MS per poll. */
function announce(d: LivestreamDeps, streamId: number, pollId: number, deleted = false) {
  d.hub.coalesce(`poll:${pollId}`, d.hub.pollEveryMs, async () => {
    const poll = deleted ? null : await repo.findPoll(d.db, pollId);
    const data = poll ? (await presentPollRows(d, null, [poll], null))[0] : null;
    d.hub.emit(streamId, LIVESTREAM_EVENTS.pollUpdated, { livestream_id: streamId, poll_id: pollId, poll: data ?? null, deleted: !data });
  });
}

function requireManager(viewer: SessionUser | null) {
  if (!canManagePolls(viewer)) throw forbidden('Umfragen verwalten nur die Redaktion und freigeschaltete Betriebe.');
}

export async function createPoll(d: LivestreamDeps, viewer: SessionUser | null, input: TPollInput) {
  requireManager(viewer);
  await findStream(d.db, input.livestream_id);
  const id = await d.db.tx((q) => repo.insertPoll(q, input, input.options));
  announce(d, input.livestream_id, id);
  return onePoll(d, viewer, id);
}

async function managedPoll(d: LivestreamDeps, viewer: SessionUser | null, pollId: number) {
  requireManager(viewer);
  const poll = await repo.findPoll(d.db, pollId);
  if (!poll) throw pollNotFound();
  return poll;
}

export async function updatePoll(
  d: LivestreamDeps,
  viewer: SessionUser | null,
  pollId: number,
  input: { question?: string; is_active?: boolean; allow_proposals?: boolean },
) {
  const poll = await managedPoll(d, viewer, pollId);
  await repo.updatePoll(d.db, pollId, {
    question: input.question ?? poll.question,
    is_active: input.is_active ?? poll.is_active,
    allow_proposals: input.allow_proposals ?? poll.allow_proposals,
  });
  announce(d, poll.livestream_id, pollId);
  return onePoll(d, viewer, pollId);
}

export async function deletePoll(d: LivestreamDeps, viewer: SessionUser | null, pollId: number) {
  const poll = await managedPoll(d, viewer, pollId);
  await repo.deletePoll(d.db, pollId);
  announce(d, poll.livestream_id, pollId, true);
}

export async function createOption(d: LivestreamDeps, viewer: SessionUser | null, pollId: number, text: string) {
  const poll = await managedPoll(d, viewer, pollId);
  if ((await repo.countOptions(d.db, pollId)) >= POLL_OPTIONS_MAX) throw invalid('text', `Höchstens ${POLL_OPTIONS_MAX} Antworten.`);
  await repo.insertOption(d.db, pollId, text);
  announce(d, poll.livestream_id, pollId);
  return onePoll(d, viewer, pollId);
}

async function managedOption(d: LivestreamDeps, viewer: SessionUser | null, optionId: number) {
  requireManager(viewer);
  const option = await repo.findOption(d.db, optionId);
  if (!option) throw optionNotFound();
  return { option, poll: (await repo.findPoll(d.db, option.poll_id))! };
}

export async function updateOption(d: LivestreamDeps, viewer: SessionUser | null, optionId: number, text: string) {
  const { poll } = await managedOption(d, viewer, optionId);
  await repo.updateOption(d.db, optionId, text);
  announce(d, poll.livestream_id, poll.id);
  return onePoll(d, viewer, poll.id);
}

export async function deleteOption(d: LivestreamDeps, viewer: SessionUser | null, optionId: number) {
  const { poll } = await managedOption(d, viewer, optionId);
  await repo.deleteOption(d.db, optionId);
  announce(d, poll.livestream_id, poll.id);
}

/** The voter of a write: the account, or a guest id the server issued (a made-up one would be a new vote each time). */
async function guestVoter(d: LivestreamDeps, viewer: SessionUser | null, chatUserId: string | undefined, message: string) {
  if (!viewer && !(await isGuestId(d.db, chatUserId))) throw invalid('chat_user_id', message);
  return voterKey(viewer, chatUserId)!;
}

export async function vote(d: LivestreamDeps, viewer: SessionUser | null, optionId: number, chatUserId: string | undefined, key?: string) {
  const poll = await repo.findPollOfOption(d.db, optionId);
  if (!poll) throw optionNotFound();
  const stream = await findStream(d.db, poll.livestream_id);
  await requireProof(d, viewer, stream, key);
  if (!poll.is_active) throw conflict('livestreams.poll_closed', 'Diese Umfrage ist gerade nicht aktiv.');
  if (stream.account_only_vote && !viewer) throw forbidden('Bitte melde dich an, um abzustimmen.');
  const voter = await guestVoter(d, viewer, chatUserId, 'Bitte lade die Seite neu und stimme noch einmal ab.');
  const outcome = await d.votes.add({ poll_id: poll.id, option_id: optionId, voter, user_id: viewer?.id ?? null });
  // Not taken: the option left the poll meanwhile, or the person had voted.
  if (!outcome.taken && !outcome.options.some((o) => o.id === optionId)) throw optionNotFound();
  if (!outcome.taken) throw conflict('livestreams.already_voted', 'Du hast bei dieser Umfrage schon abgestimmt.');
  announce(d, poll.livestream_id, poll.id);
  // Managers also see the proposals; everybody else gets the counts read with the vote's batch.
  return canManagePolls(viewer) ? onePoll(d, viewer, poll.id, voter, poll) : pollView(poll, outcome.options, optionId);
}

export async function propose(d: LivestreamDeps, viewer: SessionUser | null, pollId: number, text: string, chatUserId: string | undefined, key?: string) {
  const poll = await repo.findPoll(d.db, pollId);
  if (!poll) throw pollNotFound();
  const stream = await findStream(d.db, poll.livestream_id);
  await requireProof(d, viewer, stream, key);
  if (!poll.allow_proposals || !poll.is_active) throw conflict('livestreams.no_proposals', 'Zu dieser Umfrage kannst du keine Antwort vorschlagen.');
  if (stream.account_only_vote && !viewer) throw forbidden('Bitte melde dich an, um eine Antwort vorzuschlagen.');
  const voter = await guestVoter(d, viewer, chatUserId, 'Bitte lade die Seite neu und versuch es noch einmal.');
  await repo.upsertProposal(d.db, pollId, voter, viewer?.id ?? null, text);
  announce(d, poll.livestream_id, pollId);
  return { ok: true };
}
