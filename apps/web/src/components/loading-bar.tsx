// Loading bar (spec 01 §4/§9): appears only if loading lasts over 200 ms, creeps towards the end over
// 5 s, turns red on failure, and hides 500 ms after finishing.
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from '@oabat/domain/constants';
import { onRequestState } from '../lib/api.ts';

type Phase = 'idle' | 'running' | 'done' | 'failed';

export function LoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const [requests, setRequests] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const failed = useRef(false);
  const busy = navigating || requests > 0;

  useEffect(
    () =>
      onRequestState((e) => {
        if (e.state === 'pending') setRequests((n) => n + 1);
        else {
          if (e.state === 'error') failed.current = true;
          setRequests((n) => Math.max(0, n - 1));
        }
      }),
    [],
  );

  useEffect(() => {
    if (busy) {
      failed.current = false;
      const t = setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
      return () => clearTimeout(t);
    }
    setPhase((p) => (p === 'running' ? (failed.current ? 'failed' : 'done') : p));
    const t = setTimeout(() => setPhase('idle'), LOADING_BAR.hideAfterMs);
    return () => clearTimeout(t);
  }, [busy]);

  if (phase === 'idle') return null;
  const width = phase === 'running' ? '90%' : '100%';
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-phase={phase}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        zIndex: 500,
        width,
        background: phase === 'failed' ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-oabat-5)',
        transition: phase === 'running' ? `width ${LOADING_BAR.durationMs}ms ease-out` : 'width 200ms ease-out',
      }}
    />
  );
}
