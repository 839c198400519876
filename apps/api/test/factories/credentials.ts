// Test factories for the credentials other modules keep (privacy exports, parental-consent links, mail2chat
// addresses): stored and read straight in the database, as the credentials test checks that each ends with its events.
export { findExportByToken, insertExport } from '../../src/modules/privacy/privacy.repository.ts';
export { findByTokenHash } from '../../src/modules/parental-consent/parental-consent.repository.ts';
export { findToken } from '../../src/modules/mail2chat/mail2chat.repository.ts';
