// An image in the preferred size and format with its placeholder while loading; if it has not loaded
// after 5 s, the person is told to check the connection (spec 01 §8).
import { useEffect, useState, type CSSProperties } from 'react';
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
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setLoaded(false);
    if (!src) return;
    const t = setTimeout(() => snackbar.showError(MEDIA_LOAD_ERROR), MEDIA_LOAD_TIMEOUT_MS);
    const img = new Image();
    img.onload = () => {
      clearTimeout(t);
      setLoaded(true);
    };
    img.src = src;
    return () => clearTimeout(t);
  }, [src]);
  if (!src) return null;
  return (
    <img
      src={loaded || !placeholder ? src : placeholder}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      style={{ filter: loaded ? undefined : 'blur(8px)', transition: 'filter 200ms', ...style }}
    />
  );
}
