// Answers within a deadline (anti-ghosting): the receipt of each interest (chat and e-mail at once), the business's
// open interests with days left, answer templates, reminders at half time and a day before, the friendly note to the
// pupil after the deadline, and the public answer figures.
import { formatDay } from '@oabat/domain/dates';
import { ANSWER_STATS_MIN_INTERESTS, answerTemplateText, type TAnswerInput, type TAnswerStats } from '@oabat/domain/answers';
import type { SessionUser } from '../../lib/session-user.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { sendActionMessage } from '../chat/chat.actions.ts';
import { sendMessage } from '../chat/chat.usecases.ts';
import { businessEmails, businessUserIds } from '../jobs/jobs.chat.ts';
import type { JobDeps } from '../jobs/jobs.deps.ts';
import * as repo from './answers.repository.ts';

export const TICK_JOB = 'answers.tick';
const footer = '\n\nViele Grüße\ndein Oabat-Team';

/**
 * Called right after an interest is stored: its deadline from the business's setting, a receipt card in the pupil's
 * chat with the business and a receipt mail. A failing receipt never undoes the interest (it is logged).
 */
export async function receipt(d: JobDeps, i: { id: number; jobId: number; jobName: string; businessId: number; businessSlug: string; pupil: SessionUser }) {
  try {
    const deadline = await repo.setDeadline(d.db, i.id);
    const [member] = await businessUserIds(d.db, i.businessId);
    if (member && member !== i.pupil.id) {
      await sendActionMessage(
        { db: d.db, realtime: d.realtime, specialAccounts: d.accounts },
        {
          fromUserId: member,
          toUserId: i.pupil.id,
          action: 'jobInterestReceipt',
          params: { job_id: i.jobId, job_name: i.jobName, business_slug: i.businessSlug, deadline: formatDay(deadline) },
        },
      );
    }
    if (i.pupil.email) {
      await d.transports.mail({
        to: i.pupil.email,
        template: 'answers.receipt',
        subject: `Deine Bewerbung ist angekommen: ${i.jobName}`,
        text:
          `${i.pupil.firstname ? `Hallo ${i.pupil.firstname},` : 'Hallo,'}\n\ndeine Bewerbung für „${i.jobName}“ ist beim Betrieb angekommen. ` +
          `Der Betrieb hat sich verpflichtet, bis zum ${formatDay(deadline)} zu antworten. Die Antwort findest du in deinen Nachrichten:\n${d.publicUrl}/chat${footer}`,
      });
    }
  } catch (err) {
    d.log.error({ err, interest: i.id }, 'interest receipt failed');
  }
}

function businessOf(viewer: SessionUser | null) {
  if (!viewer?.business) throw forbidden('Das können nur Betriebe.');
  return viewer.business.id;
}

export const openInterests = (d: JobDeps, viewer: SessionUser) => repo.openInterests(d.db, businessOf(viewer));
export const getDeadline = async (d: JobDeps, viewer: SessionUser) => ({ days: await repo.deadlineDays(d.db, businessOf(viewer)) });
export async function setDeadline(d: JobDeps, viewer: SessionUser, days: number) {
  await repo.setDeadlineDays(d.db, businessOf(viewer), days);
  return { days };
}

/** A template answer: the text goes into the chat as the business user's own message (it counts as an answer). */
export async function answer(d: JobDeps, viewer: SessionUser, id: number, input: TAnswerInput) {
  const i = await repo.interestOfBusiness(d.db, id, businessOf(viewer));
  if (!i) throw notFound('job_interests.not_found', 'Diese Bewerbung gibt es nicht.');
  const body = answerTemplateText(input.template, i.firstname, i.job_name) + (input.note ? `\n\n${input.note}` : '');
  const { message } = await sendMessage({ db: d.db, realtime: d.realtime, acc: d.accounts }, viewer, { receiver_id: i.trainee_user_id, body });
  await repo.markAnswered(d.db, id, input.template);
  return { conversation_id: message.conversation_id, template: input.template };
}

export async function stats(d: JobDeps, slug: string): Promise<TAnswerStats | null> {
  const businessId = await repo.businessIdBySlug(d.db, slug);
  if (!businessId) throw notFound('businesses.not_found', 'Diesen Betrieb gibt es nicht.');
  return statsOf(d, businessId);
}

export async function statsOf(d: Pick<JobDeps, 'db'>, businessId: number): Promise<TAnswerStats | null> {
  const s = (await repo.statsOf(d.db, businessId))!;
  if (s.interests < ANSWER_STATS_MIN_INTERESTS) return null;
  return {
    interests: s.interests,
    answer_rate: s.decided ? Math.round((100 * s.in_time) / s.decided) : 100,
    typical_answer_hours: s.chat_minutes != null ? Math.round(s.chat_minutes / 6) / 10 : s.median_hours != null ? Math.round(s.median_hours * 10) / 10 : null,
  };
}

/** The hourly run: reminders to the business at half time and a day before, the note to the pupil after the deadline. */
export async function tick(d: JobDeps, now = new Date()) {
  let sent = 0;
  for (const [which, rows] of [
    ['half', await repo.dueHalfReminders(d.db, now)],
    ['last', await repo.dueLastReminders(d.db, now)],
  ] as const) {
    for (const r of rows) {
      await d.db.tx(async (q) => {
        const left = which === 'half' ? `bis zum ${formatDay(r.deadline_at)}` : 'nur noch einen Tag';
        for (const to of await businessEmails(q, r.business_id)) {
          await d.transports.mail(
            {
              to,
              template: `answers.reminder_${which}`,
              subject: `Bitte antworten: Bewerbung für ${r.job_name}`,
              text:
                `Hallo,\n\neine Bewerbung für „${r.job_name}“ wartet noch auf eure Antwort – ihr habt ${left} Zeit. ` +
                `Mit den Antwortvorlagen geht das mit zwei Klicks (einladen zum Gespräch, zum Probearbeiten oder freundlich absagen):\n` +
                `${d.publicUrl}/betriebe/${r.business_slug}/jobs/uebersicht${footer}`,
            },
            q,
          );
        }
        await repo.markReminded(q, r.id, which);
      });
      sent += 1;
    }
  }
  for (const r of await repo.dueExpiries(d.db, now)) {
    await d.db.tx(async (q) => {
      if (r.trainee_email) {
        await d.transports.mail(
          {
            to: r.trainee_email,
            template: 'answers.unanswered',
            subject: `Noch keine Antwort auf deine Bewerbung: ${r.job_name}`,
            text:
              `${r.firstname ? `Hallo ${r.firstname},` : 'Hallo,'}\n\nauf deine Bewerbung für „${r.job_name}“ hat der Betrieb bis zur Frist nicht geantwortet. ` +
              `Das liegt nicht an dir – manchmal geht im Alltag etwas unter. Gib nicht auf: Es gibt viele weitere Angebote in deiner Nähe:\n` +
              `${d.publicUrl}/ausbildung${footer}`,
          },
          q,
        );
      }
      await repo.markExpired(q, r.id);
    });
    sent += 1;
  }
  return sent;
}
