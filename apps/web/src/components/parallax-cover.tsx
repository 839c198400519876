// The parallax header of business and region profiles: the title image scrolls slower than the page inside a
// clipped frame. Without motion for people who ask for less (prefers-reduced-motion) and on the server render.
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Height of the visible frame in px. */
  height?: number;
  /** Share of the scroll distance the image lags behind (0 = none, 0.5 = half). */
  factor?: number;
  /** Shown over the image (a title, a logo). */
  overlay?: ReactNode;
}

export function ParallaxCover({ children, height = 360, factor = 0.3, overlay }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let queued = false;
    const move = () => {
      queued = false;
      const box = frame.current?.getBoundingClientRect();
      if (!box || !layer.current) return;
      // Only while the frame is on screen: offset by how far its top has scrolled past the viewport's top.
      const shift = Math.max(-height, Math.min(height, -box.top * factor));
      layer.current.style.transform = `translate3d(0, ${shift.toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(move);
      }
    };
    move();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [height, factor]);
  return (
    <div ref={frame} data-testid="parallax-cover" style={{ position: 'relative', height, overflow: 'hidden', borderRadius: 12 }}>
      <div ref={layer} data-testid="parallax-layer" style={{ position: 'absolute', inset: `-${Math.round(height * factor)}px 0`, willChange: 'transform' }}>
        {children}
      </div>
      {overlay ? <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}>{overlay}</div> : null}
    </div>
  );
}
