// The HLS player: native HLS where the browser has it (Safari, iOS), else hls.js, loaded only here.
// Muted at start with volume 0.5 (02 §9), so browsers allow it to start by itself.
import { useEffect, useRef, useState } from 'react';
import { LIVESTREAM_DEFAULT_VOLUME } from '@oabat/domain/livestreams';

export function VideoPlayer({
  src,
  title,
  lowerBound,
  onTime,
}: {
  src: string;
  title: string;
  lowerBound?: string | null;
  onTime?: (seconds: number) => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    video.volume = LIVESTREAM_DEFAULT_VOLUME;
    let destroy = () => {};
    let cancelled = false;
    const play = () => void video.play().catch(() => {});
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      play();
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return setFailed(true);
        // No worker: the page's CSP allows scripts from this site only, and the stream is small.
        const hls = new Hls({ enableWorker: false });
        hls.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        hls.on(Hls.Events.MANIFEST_PARSED, play);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src]);
  return (
    <div style={{ position: 'relative', background: '#000', borderRadius: 8, overflow: 'hidden' }}>
      <video
        ref={ref}
        controls
        playsInline
        muted
        aria-label={`Video: ${title}`}
        onTimeUpdate={onTime ? (e) => onTime(e.currentTarget.currentTime) : undefined}
        style={{ width: '100%', aspectRatio: '16 / 9', display: 'block' }}
      />
      {lowerBound ? (
        <div style={{ position: 'absolute', left: 0, right: 0, bottom: 48, padding: '6px 12px', background: 'rgba(0,0,0,0.75)', color: '#fff' }}>
          {lowerBound}
        </div>
      ) : null}
      {failed ? (
        <p role="alert" style={{ position: 'absolute', inset: 0, margin: 0, display: 'grid', placeItems: 'center', color: '#fff' }}>
          Das Video lässt sich gerade nicht abspielen.
        </p>
      ) : null}
    </div>
  );
}
