// An image in the preferred size and format with its placeholder while loading; if it has not loaded
// 5 s after it came into view, the person is told to check the connection (spec 01 §8).
// The real image is the <img>'s source from the first HTML on, and the tiny placeholder is its
// background: the server's page shows the sharp picture without any script, and server HTML and the
// first render agree (issue #34: pictures stayed blurred until a script swapped the source).
import { useEffect, useRef, type CSSProperties } from 'react';
import { MEDIA_LOAD_ERROR, MEDIA_LOAD_TIMEOUT_MS } from '@oabat/domain/constants';
import { imageUrl, type ImageLike } from '../lib/image.ts';
import { snackbar } from '../lib/snackbar.ts';

interface Props {
  image: ImageLike | null | undefined;
  alt: string;
  size?: number;
  style?: CSSProperties;
  className?: string;
}

export function ResponsiveImage({ image, alt, size, style, className }: Props) {
  const src = imageUrl(image, size);
  const placeholder = imageUrl(image, 'p');
  const ref = useRef<HTMLImageElement>(null);
  useLoadTimeout(ref, src);
  if (!src) return null;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      style={{
        ...(placeholder && placeholder !== src ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : null),
        ...style,
      }}
    />
  );
}

// The clock starts when the picture is on the screen (a lazy picture further down is not late) and stops
// when it has loaded; a picture that loaded before the script ran is never reported.
function useLoadTimeout(ref: React.RefObject<HTMLImageElement | null>, src: string | null) {
  useEffect(() => {
    const el = ref.current;
    if (!el || !src || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loaded = () => el.complete && el.naturalWidth > 0;
    const stop = () => {
      clearTimeout(timer);
      observer.disconnect();
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      if (!loaded()) timer = setTimeout(() => !loaded() && snackbar.showError(MEDIA_LOAD_ERROR), MEDIA_LOAD_TIMEOUT_MS);
    });
    if (!loaded()) observer.observe(el);
    el.addEventListener('load', stop);
    return () => {
      stop();
      el.removeEventListener('load', stop);
    };
  }, [ref, src]);
}
