// What other modules use of jobs (its public face, docs/develop/boundaries.md): a job read as the job page reads it,
// for the lists of rated jobs.
export { JOB_SELECT, type JobRow } from './jobs.repository.ts';
