// The page overlay: a dimmed layer over everything while something blocks the page (lib/overlay.ts).
import { Loader } from '@mantine/core';
import { useOverlay } from '../lib/overlay.ts';

export function PageOverlay() {
  const visible = useOverlay();
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-overlay"
      style={{ position: 'fixed', inset: 0, zIndex: 450, background: 'rgba(0,0,0,0.45)', display: 'grid', placeItems: 'center' }}
    >
      <Loader color="white" aria-label="Bitte warten" />
    </div>
  );
}
