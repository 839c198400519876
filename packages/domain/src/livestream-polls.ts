// Polls of a livestream (spec 02 §3 Poll, §6 adminPolls, §7): a question with options, activated by its
// managers; one vote per person (a guest by the chat user id kept in the browser, unless account_only_vote);
// viewers may propose answers; live results for everybody; active polls first.
import { z } from 'zod';
import { ZId } from './common.ts';

export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 100;
export const POLL_OPTIONS_MAX = 10;
// eslint-disable-next-line no-control-regex
const NO_CONTROL_LINE = /^[^\u0000-\u001f\u007f]*$/;

const ZQuestion = z
  .string({ error: 'Bitte gib eine Frage ein.' })
  .trim()
  .min(3, 'Die Frage muss mindestens 3 Zeichen lang sein.')
  .max(POLL_QUESTION_MAX, `Die Frage darf höchstens ${POLL_QUESTION_MAX} Zeichen lang sein.`)
  .regex(NO_CONTROL_LINE, 'Bitte keine Steuerzeichen.');
const ZOptionText = z
  .string({ error: 'Bitte gib eine Antwort ein.' })
  .trim()
  .min(1, 'Bitte gib eine Antwort ein.')
  .max(POLL_OPTION_MAX, `Eine Antwort darf höchstens ${POLL_OPTION_MAX} Zeichen lang sein.`)
  .regex(NO_CONTROL_LINE, 'Bitte keine Steuerzeichen.');

export const ZPollInput = z.object({
  livestream_id: ZId,
  question: ZQuestion,
  is_active: z.boolean().default(false),
  allow_proposals: z.boolean().default(false),
  options: z.array(ZOptionText).max(POLL_OPTIONS_MAX, `Höchstens ${POLL_OPTIONS_MAX} Antworten.`).default([]),
});
export type TPollInput = z.output<typeof ZPollInput>;
export const ZPollUpdate = z.object({ question: ZQuestion.optional(), is_active: z.boolean().optional(), allow_proposals: z.boolean().optional() });
export const ZOptionInput = z.object({ poll_id: ZId, text: ZOptionText });
export const ZOptionUpdate = z.object({ text: ZOptionText });
/** A password-protected stream's key (from POST /api/livestreams/{id}/verify): its writes need it like its page. */
export const ZStreamKey = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Ungültiger Schlüssel. Bitte gib das Passwort des Livestreams noch einmal ein.')
  .optional();
export const ZVoteInput = z.object({
  option_id: ZId,
  key: ZStreamKey,
  chat_user_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Ungültige Chat-Kennung.')
    .optional(),
});
export const ZProposalInput = z.object({
  text: ZOptionText,
  key: ZStreamKey,
  chat_user_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Ungültige Chat-Kennung.')
    .optional(),
});

export const ZPollOption = z.object({ id: z.number().int(), text: z.string(), votes: z.number().int() });
export type TPollOption = z.infer<typeof ZPollOption>;
export const ZPoll = z.object({
  id: z.number().int(),
  livestream_id: z.number().int(),
  question: z.string(),
  is_active: z.boolean(),
  allow_proposals: z.boolean(),
  options: z.array(ZPollOption),
  total_votes: z.number().int(),
  /** The viewer's own vote, if any. */
  my_option_id: z.number().int().nullable(),
  /** Proposed answers, for the poll's managers only. */
  proposals: z.array(z.object({ id: z.number().int(), text: z.string() })).optional(),
});
export type TPoll = z.infer<typeof ZPoll>;

/** Active polls first, then the newest. */
export function sortPolls<P extends { id: number; is_active: boolean }>(polls: P[]): P[] {
  return [...polls].sort((a, b) => Number(b.is_active) - Number(a.is_active) || b.id - a.id);
}

/** Share of an option in whole percent (0 without votes). */
export const percentOf = (votes: number, total: number) => (total > 0 ? Math.round((votes / total) * 100) : 0);
