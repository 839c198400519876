// What other modules use of businesses (its public face, docs/develop/boundaries.md): the place of an address, as a
// business's sites are placed (the registration asks the address of the first site).
export { geocode } from './businesses.repository.ts';
