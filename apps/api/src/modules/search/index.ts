// What other modules use of search (its public face, docs/develop/boundaries.md): a saved search's alert matches new
// jobs with the very filter SQL a search page runs (jobWhere with its parameters, the distance of a point) and mails
// them as the search's cards.
export { jobCards, type JobCard } from './search.repository.ts';
export { chordOf, jobWhere, Params } from './search.sql.ts';
export { greatCircleM } from './search.geo.ts';
