// What other modules use of regions (its public face, docs/develop/boundaries.md): a region, and a new member when
// an invitation to the region's network is accepted.
export { findRegion } from './regions.repository.ts';
export { addMember } from './region-members.repository.ts';
