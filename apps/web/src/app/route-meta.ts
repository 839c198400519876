// The route-meta store: the meta-provider guard merges a route's meta here for the layout to read.
import type { RouteMeta } from './route-types.ts';

let current: RouteMeta = {};
export const routeMeta = {
  merge(meta: RouteMeta) {
    current = { ...current, ...meta };
  },
  reset() {
    current = {};
  },
  get: (): RouteMeta => current,
};
