// What other modules use of places (their public face, docs/develop/boundaries.md): a place by its postal code, as a
// fair's address names it.
export { findPlaceByPostalCode } from './places.repository.ts';
// The shipped reference files and their import bookkeeping, which the occupations' import shares.
export { hashFiles, importedHash, insertBatched, lockImports, readReferenceFile, recordImport, referenceFile } from './reference.ts';
