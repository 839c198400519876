// What other modules use of media (its public face, docs/develop/boundaries.md): a file row for a file their demo data
// ships (the materials' demo PDF).
export { insertFile } from './media.repository.ts';
