// What other modules use of chat besides its actions (its public face, docs/develop/boundaries.md): the shape of a
// stored message (reports quote the reported one) and the claim that a message's e-mail notice is sent, so that
// mail2chat and the chat's own notices never mail the same message twice.
export type { MessageRow } from './chat.repository.ts';
export { claimMailed } from './chat.notify.repository.ts';
