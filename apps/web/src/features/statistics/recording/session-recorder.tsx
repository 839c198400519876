// Mounted on every page of a logged-in business user with statistics consent (root-frame.tsx), loaded lazily: asks the
// server whether recording is on (GET /api/site → session_replay), applies shouldRecordSession and only then loads
// rrweb (recorder.ts). Unmounting (logout, consent withdrawn) stops the recording, and so does a page that is never
// recorded (chat, messages, applications: isUnrecordedPath, issue #35); leaving it starts a new recording. A layout
// effect, so the stop comes in the same task as the new page's DOM, before rrweb's observer would see it.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { shouldRecordSession } from '@oabat/domain/analytics-journey';
import { isUnrecordedPath } from '@oabat/domain/session-replay';
import type { TUser } from '@oabat/domain/accounts';
import { siteInfo } from '../../../app/site-info.ts';
import { consent } from '../../../lib/consent.ts';
import { isImpersonating } from '../../../lib/impersonation.ts';

export function SessionRecorder({ user }: { user: TUser }) {
  const unrecorded = isUnrecordedPath(useLocation().pathname);
  useLayoutEffect(() => {
    if (unrecorded) return;
    let active = true;
    let stop: (() => void) | undefined;
    siteInfo()
      .then(async (site) => {
        const allowed = shouldRecordSession({
          production: site.session_replay,
          user,
          consented: consent.allows('performance'),
          impersonating: isImpersonating(),
        });
        if (!allowed || !active) return;
        const recorder = await import('./recorder.ts');
        if (!active) return;
        recorder.startRecording();
        stop = recorder.stopRecording;
      })
      .catch(() => {});
    return () => {
      active = false;
      stop?.();
    };
  }, [user, unrecorded]);
  return null;
}
