// What other modules use of analytics (docs/develop/boundaries.md, the module's public face): the statistics read
// the rolled-up figures and name a channel's dimensions as the rollup does; tests write the buffered records first.
export { rollUp } from './analytics.rollups.ts';
export { inChannel } from './analytics.rollups.repository.ts';
export { flushAnalytics } from './analytics.buffer.ts';
