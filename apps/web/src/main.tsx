// The boot: the only script a first visit runs before it uses the page. It decides whether the web app
// (app/start.tsx) starts now or on the first interaction (ssr/wake.ts says when and why), and meanwhile
// holds clicks and typing and counts the page's visit for the business's statistics.
// Mantine's base layers; each component's own CSS comes with the component (build-plugins/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { getToken } from './lib/api.ts';
import { storage } from './lib/storage.ts';
import { CONSENT_KEY, CONSENT_PENDING_KEY } from './lib/consent-keys.ts';
import { holdEarlyInput, releaseEarlyInput } from './ssr/early-input.ts';
import { pageViewsOf, sendViews } from './ssr/views.ts';
import { afterInteraction, hasCampaign, onFirstInteraction, preloadPageChunks, serverHydrateMode, startsNow } from './ssr/wake.ts';

const mode = serverHydrateMode();
/** Loads and starts the app; woken by an interaction (`type`), only once that interaction has had its paint. */
const loadApp = (type?: string) => {
  if (type) {
    void afterInteraction(type).then(() => loadApp());
    return;
  }
  // The server names a waiting page's chunks instead of preloading them: fetch them alongside the app.
  if (mode === 'interaction') preloadPageChunks();
  import('./app/start.tsx').then(
    (app) => app.start(),
    () => {
      // No connection (or a new release replaced the files): the page stays plain HTML, links and forms work as
      // such, and the next interaction tries again (a browser that remembers the failed import keeps the plain
      // page until it is reloaded).
      if (mode !== 'interaction') return;
      releaseEarlyInput();
      onFirstInteraction((again) => {
        holdEarlyInput();
        loadApp(again);
      });
    },
  );
};
const visit = {
  token: !!getToken(),
  statistics: !!storage.get<{ performance?: boolean }>(CONSENT_KEY)?.performance,
  pendingConsent: storage.get(CONSENT_PENDING_KEY) !== null,
  campaign: hasCampaign(window.location.search),
};

if (startsNow(mode, visit)) loadApp();
else {
  holdEarlyInput();
  sendViews(pageViewsOf());
  onFirstInteraction(loadApp);
}
