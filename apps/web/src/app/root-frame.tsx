// Everything that lives on every page: scroll handling, page-visit tracking, loading bar, overlay,
// snackbar, media viewer, cookie consent, the survey card, the session recorder and the impersonation banner.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { LoadingBar } from '../components/loading-bar.tsx';
import { PageOverlay } from '../components/page-overlay.tsx';
import { useSnackbar } from '../lib/snackbar.ts';
import { useConsent } from '../lib/consent.ts';
import { useAuth } from '../lib/auth.ts';
import { ImpersonationBanner } from '../components/impersonation-banner.tsx';
import { isImpersonating } from '../lib/impersonation.ts';
import { isBusiness, isSpecialAccount } from '@oabat/domain/rights';
import { trackPageVisit } from '../lib/analytics.ts';
import type { RouteMeta } from './route-types.ts';
import { floatingAllowed, useFloatingStream } from '../features/livestreams/floating-store.ts';

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
const FloatingLivestream = lazy(() => import('../features/livestreams/components/floating-livestream.tsx').then((m) => ({ default: m.FloatingLivestream })));
const CookieConsent = lazy(() => import('../components/cookie-consent.tsx').then((m) => ({ default: m.CookieConsent })));
const SurveyCard = lazy(() => import('../features/surveys/components/survey-card.tsx').then((m) => ({ default: m.SurveyCard })));
const SessionRecorder = lazy(() => import('../features/statistics/recording/session-recorder.tsx').then((m) => ({ default: m.SessionRecorder })));

function OnDemand() {
  const [params] = useSearchParams();
  // An embedded page sets no cookies and tracks nothing without consent, so it asks for none.
  const embedded = useMatches().some((m) => m.id === 'layout-embed');
  const snack = useSnackbar();
  const { consent, settingsOpen } = useConsent();
  const { loggedIn, ready, user } = useAuth();
  const floating = useFloatingStream();
  const { pathname } = useLocation();
  // Surveys: only for logged-in accounts, never for the team or an admin acting as someone (spec 01 §4).
  const surveys = ready && loggedIn && !embedded && !isSpecialAccount(user) && !isImpersonating();
  // Session replay (issue #17): a cheap first check here; the recorder asks the server and shouldRecordSession.
  const recordable = ready && !embedded && user && consent?.performance && isBusiness(user) && !isSpecialAccount(user) && !isImpersonating();
  return (
    <Suspense fallback={null}>
      {/^\d+$/.test(params.get('media') ?? '') ? <MediaViewer /> : null}
      {ready && !embedded && (settingsOpen || (!consent && !loggedIn)) ? <CookieConsent /> : null}
      {snack ? <GlobalSnackbar /> : null}
      {floating && !embedded && !/^\/livestream\/[^/]+\/?$/.test(pathname) && floatingAllowed() ? <FloatingLivestream stream={floating} /> : null}
      {surveys ? <SurveyCard /> : null}
      {recordable ? <SessionRecorder user={user} /> : null}
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
