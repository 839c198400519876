// The HLS player: native HLS where the browser has it (Safari, iOS), else hls.js, loaded only here.
// Muted at start with volume 0.5 (02 §9), so browsers allow it to start by itself.
import { useEffect, useRef, useState } from 'react';
import { LIVESTREAM_DEFAULT_VOLUME } from '@oabat/domain/livestreams';
import { CHAT_DELAY } from '@oabat/domain/livestream-chat-delay';

export function VideoPlayer({
  src,
  title,
  lowerBound,
  onTime,
  onLatency,
}: {
  src: string;
  title: string;
  lowerBound?: string | null;
  onTime?: (seconds: number) => void;
  /** A live stream: called now and then with the player's distance to the live edge, in seconds (issue #38). */
  onLatency?: (seconds: number) => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const latencyRef = useRef(onLatency);
  latencyRef.current = onLatency;
  // hls.js knows its distance to the live edge (`latency`); native HLS (Safari) is measured against the seekable end.
  const measureRef = useRef<() => number | null>(() => null);
  const measuring = !!onLatency;
  useEffect(() => {
    if (!measuring) return;
    const tick = () => {
      const video = ref.current;
      if (!video || video.paused || video.readyState < 3) return;
      const seconds = measureRef.current();
      if (seconds !== null && Number.isFinite(seconds) && seconds >= 0 && seconds <= 120) latencyRef.current?.(Math.round(seconds * 10) / 10);
    };
    // Once after playing has settled, then every 30 s: a report is a few bytes, the median needs no more.
    const first = setTimeout(tick, 10_000);
    const every = setInterval(tick, CHAT_DELAY.reportEverySeconds * 1000);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [measuring, src]);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    video.volume = LIVESTREAM_DEFAULT_VOLUME;
    let destroy = () => {};
    let cancelled = false;
    const play = () => void video.play().catch(() => {});
    measureRef.current = () => (video.seekable.length ? video.seekable.end(video.seekable.length - 1) - video.currentTime : null);
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      play();
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return setFailed(true);
        // No worker: the page's CSP allows scripts from this site only, and the stream is small.
        const hls = new Hls({ enableWorker: false });
        let retries = 0;
        hls.on(Hls.Events.ERROR, (_e, data) => {
          // A live stream's first playlist may come a moment after the switch to live: network errors retry a few times.
          if (data.fatal && data.type === Hls.ErrorTypes.NETWORK_ERROR && retries++ < 5) {
            setTimeout(() => !cancelled && hls.loadSource(src), 2000);
            return;
          }
          if (data.fatal) setFailed(true);
        });
        measureRef.current = () => (Number.isFinite(hls.latency) && hls.latency > 0 ? hls.latency : null);
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
