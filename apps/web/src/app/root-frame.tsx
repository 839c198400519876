// Everything that lives on every page: scroll handling, page-visit tracking, loading bar, overlay,
// snackbar, media viewer, cookie consent and the impersonation banner.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';
import { PageOverlay } from '../components/page-overlay.tsx';
import { useSnackbar } from '../lib/snackbar.ts';
import { useConsent } from '../lib/consent.ts';
import { useAuth } from '../lib/auth.ts';
import { ImpersonationBanner } from '../components/impersonation-banner.tsx';
import { trackPageVisit } from '../lib/analytics.ts';
import type { RouteMeta } from './route-types.ts';

function ScrollManager() {
  const { pathname, hash } = useLocation();
  const matches = useMatches();
  const keepScroll = matches.some((m) => (m.handle as { meta?: RouteMeta } | undefined)?.meta?.keepScroll);
  useEffect(() => {
    if (hash) {
      // The target may render a moment later than the route.
      const t = setTimeout(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(), 50);
      return () => clearTimeout(t);
    }
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, hash, keepScroll]);
  return null;
}

// Loaded only when needed, so the first page stays small.
const MediaViewer = lazy(() => import('../components/media-viewer.tsx').then((m) => ({ default: m.MediaViewer })));
const GlobalSnackbar = lazy(() => import('../components/global-snackbar.tsx').then((m) => ({ default: m.GlobalSnackbar })));
const CookieConsent = lazy(() => import('../components/cookie-consent.tsx').then((m) => ({ default: m.CookieConsent })));

function OnDemand() {
  const [params] = useSearchParams();
  // An embedded page sets no cookies and tracks nothing without consent, so it asks for none.
  const embedded = useMatches().some((m) => m.id === 'layout-embed');
  const snack = useSnackbar();
  const { consent, settingsOpen } = useConsent();
  const { loggedIn, ready } = useAuth();
  return (
    <Suspense fallback={null}>
      {/^\d+$/.test(params.get('media') ?? '') ? <MediaViewer /> : null}
      {ready && !embedded && (settingsOpen || (!consent && !loggedIn)) ? <CookieConsent /> : null}
      {snack ? <GlobalSnackbar /> : null}
    </Suspense>
  );
}

function PageVisitTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageVisit(pathname);
  }, [pathname]);
  return null;
}

export function RootFrame() {
  return (
    <>
      <a href="#main" className="skip-link">
        Zum Inhalt springen
      </a>
      <ScrollManager />
      <PageVisitTracker />
      <LoadingBar />
      <ImpersonationBanner />
      <Outlet />
      <PageOverlay />
      <OnDemand />
    </>
  );
}
