// Loads a page's code ahead of navigation (on hover or focus of a link). The route map registers how
// (app/prefetch.ts), so links in components need not import the routes (which import every page).
type Prefetcher = (path: string) => void;
let prefetcher: Prefetcher | null = null;

export function setPagePrefetcher(fn: Prefetcher) {
  prefetcher = fn;
}
export function prefetchPage(path: string) {
  prefetcher?.(path);
}
