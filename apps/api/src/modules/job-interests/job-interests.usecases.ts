// Job interests (applications): a trainee sends a message and files for a published job; the business is
// told by e-mail and sees the interests of its jobs; the trainee sees their own.
import { canSendInterest, isTrainee } from '@oabat/domain/rights';
import type { TJobInterestInput } from '@oabat/domain/jobs';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { conflict, forbidden, invalid, notFound, unauthorized } from '../../lib/errors.ts';
import { businessEmails, sendJobNotices } from '../jobs/jobs.chat.ts';
import type { JobDeps } from '../jobs/jobs.deps.ts';
import * as repo from './job-interests.repository.ts';
import { assertJobOpen } from '../jobs/job-expiry.ts';
import { receipt } from '../answers/answers.usecases.ts';
import type { Queryable } from '../../db.ts';

export async function sendInterest(d: JobDeps, viewer: SessionUser | null, input: TJobInterestInput) {
  if (!viewer) throw unauthorized('Bitte melde dich an, um dich zu bewerben.');
  if (!canSendInterest(viewer) || !isTrainee(viewer) || !viewer.trainee?.id) throw forbidden('Nur Azubis und Schüler:innen können sich bewerben.');
  const traineeId = viewer.trainee.id;
  if (input.trainee_id !== undefined && input.trainee_id !== traineeId) throw forbidden('Du kannst dich nur für dich selbst bewerben.');
  const fileIds = [...new Set(input.file_ids)];
  const { id, job, reach } = await d.db.tx(async (q) => {
    const job = await repo.findPublishedJob(q, input.job_id);
    if (!job) throw notFound('jobs.not_found', 'Diese Stelle gibt es nicht (mehr).');
    assertJobOpen(job);
    // A business nobody of which has an account cannot read an application on Oabat: it goes to its public contact
    // address, or, without one, is not offered (docs/applications.md).
    const reach = await repo.applicationReach(q, job.business_id);
    if (reach.channel === 'none') throw conflict('job_interests.unreachable', UNREACHABLE);
    if ((await repo.ownedFileIds(q, viewer.id, fileIds)).length !== fileIds.length) throw invalid('file_ids', 'Diese Datei gehört nicht zu dir.');
    if (await repo.hasInterest(q, job.id, traineeId)) throw conflict('job_interests.exists', 'Du hast dich auf diese Stelle bereits beworben.');
    const id = await repo.insertInterest(q, { jobId: job.id, traineeId, message: input.message, fileIds });
    const name = `${viewer.firstname} ${viewer.lastname}`.trim() || 'Eine Bewerberin oder ein Bewerber';
    if (reach.channel === 'email') {
      await mailToContact(d, q, { to: reach.email!, job, name, pupil: viewer, message: input.message, files: await repo.fileNames(q, fileIds) });
      return { id, job, reach };
    }
    const text =
      `${name} interessiert sich für eure Stelle „${job.name}“.\n\nNachricht:\n${input.message}\n\n` +
      (fileIds.length ? `Angehängte Dateien: ${fileIds.length}\n\n` : '') +
      `Alle Bewerbungen: ${d.publicUrl}/betriebe/${job.business_slug}/jobs/uebersicht`;
    // With mail2chat every business user gets the application as a reply-able mail of the conversation instead.
    for (const to of job.mail2chat ? [] : await businessEmails(q, job.business_id, true)) {
      await d.transports.mail({ to, subject: `Neue Bewerbung: ${job.name}`, text, template: 'job_interest' }, q);
    }
    return { id, job, reach };
  });
  const interest = (await repo.findInterest(d.db, id)) as Record<string, unknown>;
  if (reach.channel === 'email') return { ...interest, delivered_by: 'email' as const };
  await sendJobNotices(d, [
    {
      fromUserId: viewer.id,
      to: { businessId: job.business_id },
      action: 'jobInterest',
      params: { job_id: job.id, job_name: job.name, job_interest_id: id, business_slug: job.business_slug },
    },
  ]);
  // Anti-ghosting: the deadline and the receipt in the chat and by e-mail (answers module).
  await receipt(d, { id, jobId: job.id, jobName: job.name, businessId: job.business_id, businessSlug: job.business_slug, pupil: viewer });
  return { ...interest, delivered_by: 'platform' as const };
}

export const UNREACHABLE =
  'Dieser Betrieb ist bei Oabat noch nicht erreichbar: Niemand von dort hat ein Konto, und es gibt keine Kontaktadresse. Bewirb dich bitte direkt beim Betrieb.';

/** Whether and how a pupil can apply for a job (the job page asks before it offers the form). */
export async function reachOf(d: JobDeps, jobId: number) {
  const job = await repo.findPublishedJob(d.db, jobId);
  if (!job) throw notFound('jobs.not_found', 'Diese Stelle gibt es nicht (mehr).');
  assertJobOpen(job);
  return { channel: (await repo.applicationReach(d.db, job.business_id)).channel };
}

/**
 * The application as a mail to the business's contact address, answerable straight to the pupil (Reply-To; the page
 * told her that her address goes with it), and her receipt, which promises no deadline: nobody there committed to one.
 */
async function mailToContact(
  d: JobDeps,
  q: Queryable,
  a: { to: string; job: { name: string }; name: string; pupil: SessionUser; message: string; files: string[] },
) {
  const reply = a.pupil.email ? `\n\nAntworten kannst du einfach auf diese E-Mail, sie geht an ${a.name} (${a.pupil.email}).` : '';
  await d.transports.mail(
    {
      to: a.to,
      subject: `Bewerbung über Oabat: ${a.job.name}`,
      template: 'job_interest.contact_mail',
      ...(a.pupil.email ? { headers: { 'Reply-To': a.pupil.email } } : {}),
      text:
        `Hallo,\n\n${a.name} bewirbt sich über Oabat auf eure Stelle „${a.job.name}“. Ihr habt noch kein Konto bei Oabat, deshalb ` +
        `schicken wir die Bewerbung an diese Kontaktadresse.\n\nNachricht:\n${a.message}` +
        (a.files.length ? `\n\nDateien (schickt ${a.name} euch auf Nachfrage): ${a.files.join(', ')}` : '') +
        `${reply}\n\nMit einem kostenlosen Konto lest und beantwortet ihr Bewerbungen direkt auf Oabat: ${d.publicUrl}/arbeitgeber/registrierung` +
        '\n\nViele Grüße\ndein Oabat-Team',
    },
    q,
  );
  if (!a.pupil.email) return;
  await d.transports.mail(
    {
      to: a.pupil.email,
      subject: `Deine Bewerbung ging per E-Mail raus: ${a.job.name}`,
      template: 'job_interest.contact_mail_receipt',
      text:
        `${a.pupil.firstname ? `Hallo ${a.pupil.firstname},` : 'Hallo,'}\n\ndeine Bewerbung für „${a.job.name}“ haben wir per E-Mail an den Betrieb geschickt ` +
        `(an ${a.to}), zusammen mit deinem Namen und deiner E-Mail-Adresse. Der Betrieb ist nicht bei Oabat angemeldet: Seine Antwort kommt ` +
        'per E-Mail an dich, nicht in deine Nachrichten auf Oabat, und er hat keine Antwortfrist zugesagt.' +
        (a.files.length ? ' Deine Dateien konnten wir nicht mitschicken; schick sie, wenn der Betrieb antwortet.' : '') +
        '\n\nViele Grüße\ndein Oabat-Team',
    },
    q,
  );
}

export async function listInterests(d: JobDeps, viewer: SessionUser | null, f: { job_id?: number }) {
  requireViewer(viewer);
  if (viewer.business) return repo.listInterests(d.db, { businessId: viewer.business.id, jobId: f.job_id });
  if (viewer.trainee?.id) return repo.listInterests(d.db, { traineeId: viewer.trainee.id, jobId: f.job_id });
  throw forbidden();
}
