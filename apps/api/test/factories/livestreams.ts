// Objects of the livestream feature for the generated access test: the demo stream, a message of the demo
// pupil in it, a poll with options, and a second poll and option that the owner's call deletes.
import type { TestContext } from '../harness.ts';
import { DEMO_LIVESTREAM_TITLE } from '../../src/modules/livestreams/livestreams.demo.ts';

export interface LivestreamFixtures {
  id: number;
  messageId: number;
  traineeUserId: number;
  pollId: number;
  optionId: number;
  deletePollId: number;
  deleteOptionId: number;
  channelId: number;
  /** A held anonymous question (Q&A: release and pin). */
  questionId: number;
}

export async function buildLivestreamFixtures(t: TestContext, traineeToken: string, traineeUserId: number): Promise<LivestreamFixtures> {
  const id = (await t.db.one<{ id: number }>(`SELECT id FROM livestreams WHERE title = $1`, [DEMO_LIVESTREAM_TITLE]))!.id;
  const sent = await t.request({
    method: 'POST',
    url: `/api/livestreams/${id}/messages`,
    token: traineeToken,
    payload: { text: 'Wie lange dauert die Ausbildung?', nickname: 'Lena' },
  });
  if (sent.statusCode !== 201) throw new Error(`fixture livestream message: ${sent.statusCode} ${sent.body}`);
  const poll = async (question: string) =>
    (await t.db.one<{ id: number }>(`INSERT INTO livestream_polls (livestream_id, question, is_active) VALUES ($1, $2, true) RETURNING id`, [id, question]))!
      .id;
  const option = async (pollId: number, text: string) =>
    (await t.db.one<{ id: number }>(`INSERT INTO livestream_poll_options (poll_id, text) VALUES ($1, $2) RETURNING id`, [pollId, text]))!.id;
  const pollId = await poll('Zugriffstest-Umfrage');
  const optionId = await option(pollId, 'Ja');
  const deleteOptionId = await option(pollId, 'Vielleicht');
  const deletePollId = await poll('Zu löschende Umfrage');
  // Written by a guest chat id, so deleting the pupil's messages does not take it away.
  const questionId = (await t.db.one<{ id: number }>(
    `INSERT INTO livestream_messages (livestream_id, chat_user_id, nickname, text, is_question, is_anonymous)
     VALUES ($1, 'zugriffstest-frage', 'Mia', 'Wie viele Azubis nehmt ihr?', true, true) RETURNING id`,
    [id],
  ))!.id;
  const channelId = (await t.db.one<{ id: number }>(`SELECT id FROM channels ORDER BY id LIMIT 1`))!.id;
  return { id, messageId: sent.json().data.id as number, traineeUserId, pollId, optionId, deletePollId, deleteOptionId, channelId, questionId };
}
