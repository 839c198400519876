// What other modules use of occupations (their public face, docs/develop/boundaries.md): the ids of a job category
// by its id or slug, as the search's category filter names it.
export { findCategoryIds } from './occupations.repository.ts';
