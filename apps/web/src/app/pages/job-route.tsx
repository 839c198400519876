// /betriebe/{slug}/jobs/{jobSlug} and /jobs/{jobSlug}/praktikum: the job page with the business's answer figures
// (answers feature, shown from five interests on), composed here because features do not import each other.
import JobPage from '../../features/jobs/pages/job-page.tsx';
import { AnswerStats } from '../../features/answers/components/answer-stats.tsx';

export default function JobRoute() {
  return <JobPage answers={(slug) => <AnswerStats slug={slug} />} />;
}
