// What other modules use of accounts (its public face, docs/develop/boundaries.md): the user behind a credential that
// is not a session (an API key, a mail2chat address), read as the session check reads it.
export { findUserById } from './session.repository.ts';
