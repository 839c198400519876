// What other modules use of schools (its public face, docs/develop/boundaries.md): a school, and the school network's
// requests, which an invitation by link creates, finds, accepts and announces with a message.
export { findSchool } from './schools.repository.ts';
export { createRequest, findRequest, insertMessage, setAccepted } from './network.repository.ts';
