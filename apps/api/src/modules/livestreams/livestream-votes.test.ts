// Votes in batches (a vote storm): votes at the same moment are written together, still one per person and poll;
// each answer shows the counts with its own vote; a vote whose option left the poll fails alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { createVoteWriter } from './livestream-votes.ts';
import { DEMO_LIVESTREAM_TITLE } from './livestreams.demo.ts';
import { issueGuestId } from './livestream-guest-id.ts';

let t: TestContext, admin: string, streamId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@oabat.example');
  streamId = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = $1`, [DEMO_LIVESTREAM_TITLE]))!.id;
});
afterAll(() => t?.close());

const newPoll = async (question: string) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/livestream_polls/',
      token: admin,
      payload: { livestream_id: streamId, question, options: ['Ja', 'Nein'], is_active: true, allow_proposals: false },
    })
  ).json().data as { id: number; options: { id: number }[] };

describe('votes in batches', () => {
  it('takes votes that arrive together, one per person, each answer with its own vote counted', async () => {
    const poll = await newPoll('Warst du schon mal im Praktikum?');
    // 20 guests (ids the server signed) and one of them (index 3) twice, all at once: [option index, voter] per request.
    const ids = await Promise.all(Array.from({ length: 20 }, () => issueGuestId(t.db)));
    const votes = [...ids.map((id, i) => [i % 2, id] as const), [1, ids[3]!] as const];
    const answers = await Promise.all(
      votes.map(([option, voter]) =>
        t.request({ method: 'POST', url: '/api/livestream_poll_option_votes/', payload: { option_id: poll.options[option]!.id, chat_user_id: voter } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json().message).toBe('Du hast bei dieser Umfrage schon abgestimmt.');
    // Either of the two votes of the same person may come first: the other one is refused.
    expect(votes[answers.indexOf(refused[0]!)]![1]).toBe(ids[3]);
    for (const [i, a] of answers.entries()) {
      if (a.statusCode !== 201) continue;
      const data = a.json().data;
      expect(data.my_option_id).toBe(poll.options[votes[i]![0]]!.id);
      expect(data.options.find((o: { id: number }) => o.id === data.my_option_id).votes).toBeGreaterThanOrEqual(1);
      expect(data.total_votes).toBeLessThanOrEqual(20);
    }
    const after = (await t.request({ method: 'GET', url: `/api/livestreams/${streamId}` })).json().data.polls.find((p: { id: number }) => p.id === poll.id);
    expect(after.options.map((o: { votes: number }) => o.votes)).toEqual([10, 10]);
  });

  it("a vote whose option is not (or no longer) the poll's fails alone; the others of its batch are taken", async () => {
    const poll = await newPoll('Kommst du zur Messe?');
    const other = await newPoll('Magst du Mathe?');
    const writer = createVoteWriter(t.db, t.app.log);
    try {
      const [a, b, c] = await Promise.all([
        writer.add({ poll_id: poll.id, option_id: poll.options[0]!.id, voter: 'cgast-batch-0001', user_id: null }),
        writer.add({ poll_id: poll.id, option_id: other.options[0]!.id, voter: 'cgast-batch-0002', user_id: null }),
        writer.add({ poll_id: poll.id, option_id: poll.options[1]!.id, voter: 'cgast-batch-0003', user_id: null }),
      ]);
      expect([a.taken, b.taken, c.taken]).toEqual([true, false, true]);
      expect(c.options.map((o) => o.votes)).toEqual([1, 1]);
    } finally {
      await writer.close();
    }
    const counts = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM livestream_poll_votes WHERE poll_id = ANY($1::int[])`, [
      [poll.id, other.id],
    ]);
    expect(counts[0]!.n).toBe(2);
  });
});
