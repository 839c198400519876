// Slow-connection detection (spec 01 §9): downlink below 1.55 Mbit/s, or, where the browser does not
// tell, a page load over 5000 ms. Link prefetch is skipped on 2g or with data saver.
import { SLOW_CONNECTION } from '@oabat/domain/constants';

interface NetworkInformation {
  downlink?: number;
  effectiveType?: string;
  saveData?: boolean;
}
const connection = (): NetworkInformation | undefined => (navigator as Navigator & { connection?: NetworkInformation }).connection;

function loadTimeMs(): number | null {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!nav || nav.loadEventEnd <= 0) return null;
  return nav.loadEventEnd - nav.startTime;
}

export function isSlowConnection(): boolean {
  const downlink = connection()?.downlink;
  if (typeof downlink === 'number') return downlink < SLOW_CONNECTION.downlinkBelow;
  const load = loadTimeMs();
  return load !== null && load > SLOW_CONNECTION.loadTimeAboveMs;
}

export function mayPrefetch(): boolean {
  const c = connection();
  if (!c) return true;
  return !c.saveData && !(c.effectiveType ?? '').includes('2g');
}
