// Everything that lives on every page: scroll handling, page-visit tracking, loading bar, overlay,
// snackbar, media viewer, cookie consent and the impersonation banner.
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';
import { PageOverlay } from '../components/page-overlay.tsx';
import { GlobalSnackbar } from '../components/global-snackbar.tsx';
import { MediaViewer } from '../components/media-viewer.tsx';
import { CookieConsent } from '../components/cookie-consent.tsx';
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

function PageVisitTracker() {
  const { pathname } = useLocation();
  useEffect(() => { trackPageVisit(pathname); }, [pathname]);
  return null;
}

export function RootFrame() {
  return (
    <>
      <a href="#main" className="skip-link">Zum Inhalt springen</a>
      <ScrollManager />
      <PageVisitTracker />
      <LoadingBar />
      <ImpersonationBanner />
      <Outlet />
      <MediaViewer />
      <PageOverlay />
      <CookieConsent />
      <GlobalSnackbar />
    </>
  );
}
