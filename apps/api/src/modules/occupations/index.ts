// What other modules use of occupations (their public face, docs/develop/boundaries.md): the ids of a job category
// by its id or slug, as the search's category filter names it.
export { findCategoryIds } from './occupations.repository.ts';
// The occupations' import and its source files, run by the places' reference import and build.
export { importOccupations, KLDB_FILE, OCCUPATIONS_FILE, readKldb, readOccupations } from './occupations.import.ts';
