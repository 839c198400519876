// What other modules use of the store (its public face, docs/develop/boundaries.md): the extra job slots a business
// has bought, which the job limit adds to the basic ten.
export { extraJobSlots } from './store.repository.ts';
