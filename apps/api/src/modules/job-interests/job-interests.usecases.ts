// Job interests (applications): a trainee sends a message and files for a published job; the business is
// told by e-mail and sees the interests of its jobs; the trainee sees their own.
import { canSendInterest, isTrainee } from '@oabat/domain/rights';
import type { TJobInterestInput } from '@oabat/domain/jobs';
import type { SessionUser } from '../../lib/session-user.ts';
import { conflict, forbidden, invalid, notFound, unauthorized } from '../../lib/errors.ts';
import { businessEmails } from '../jobs/jobs.repository.ts';
import { sendJobNotices } from '../jobs/jobs.chat.ts';
import type { JobDeps } from '../jobs/jobs.deps.ts';
import * as repo from './job-interests.repository.ts';
import { receipt } from '../answers/answers.usecases.ts';

export async function sendInterest(d: JobDeps, viewer: SessionUser | null, input: TJobInterestInput) {
  if (!viewer) throw unauthorized('Bitte melde dich an, um dich zu bewerben.');
  if (!canSendInterest(viewer) || !isTrainee(viewer) || !viewer.trainee?.id) throw forbidden('Nur Azubis und Schüler:innen können sich bewerben.');
  const traineeId = viewer.trainee.id;
  if (input.trainee_id !== undefined && input.trainee_id !== traineeId) throw forbidden('Du kannst dich nur für dich selbst bewerben.');
  const fileIds = [...new Set(input.file_ids)];
  const { id, job } = await d.db.tx(async (q) => {
    const job = await repo.findPublishedJob(q, input.job_id);
    if (!job) throw notFound('jobs.not_found', 'Diese Stelle gibt es nicht (mehr).');
    if ((await repo.ownedFileIds(q, viewer.id, fileIds)).length !== fileIds.length) throw invalid('file_ids', 'Diese Datei gehört nicht zu dir.');
    if (await repo.hasInterest(q, job.id, traineeId)) throw conflict('job_interests.exists', 'Du hast dich auf diese Stelle bereits beworben.');
    const id = await repo.insertInterest(q, { jobId: job.id, traineeId, message: input.message, fileIds });
    const name = `${viewer.firstname} ${viewer.lastname}`.trim() || 'Eine Bewerberin oder ein Bewerber';
    const text =
      `${name} interessiert sich für eure Stelle „${job.name}“.\n\nNachricht:\n${input.message}\n\n` +
      (fileIds.length ? `Angehängte Dateien: ${fileIds.length}\n\n` : '') +
      `Alle Bewerbungen: ${d.publicUrl}/betriebe/${job.business_slug}/jobs/uebersicht`;
    // With mail2chat every business user gets the application as a reply-able mail of the conversation instead.
    for (const to of job.mail2chat ? [] : await businessEmails(q, job.business_id, true)) {
      await d.transports.mail({ to, subject: `Neue Bewerbung: ${job.name}`, text, template: 'job_interest' }, q);
    }
    return { id, job };
  });
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
  return (await repo.findInterest(d.db, id))!;
}

export async function listInterests(d: JobDeps, viewer: SessionUser | null, f: { job_id?: number }) {
  if (!viewer) throw unauthorized();
  if (viewer.business) return repo.listInterests(d.db, { businessId: viewer.business.id, jobId: f.job_id });
  if (viewer.trainee?.id) return repo.listInterests(d.db, { traineeId: viewer.trainee.id, jobId: f.job_id });
  throw forbidden();
}
