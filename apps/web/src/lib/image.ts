// Image helper (spec 01 §9): size 3 by default, WebP for Chrome outside iOS, JPEG elsewhere, and the
// tiny placeholder (p.webp / p.jpg) while the real image loads.
import { IMAGE_DEFAULTS } from '@oabat/domain/constants';

export interface ImageLike {
  urls?: Record<string, string> | null;
  file_path?: string | null;
}

// The server renderer answers for the requesting browser, so it reads the request's User-Agent instead.
let userAgentSource: () => string = () => navigator.userAgent;
export function configureUserAgentSource(source: () => string) {
  userAgentSource = source;
}

export function prefersWebp(userAgent = userAgentSource()): boolean {
  // Chromium-based browsers say "Chrome"; every browser on iOS is WebKit underneath.
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  return /Chrome|Chromium/.test(userAgent) && !ios;
}

export function imageUrl(image: ImageLike | null | undefined, size: number | 'p' = IMAGE_DEFAULTS.size, webp = prefersWebp()): string | null {
  if (!image) return null;
  const ext = webp ? IMAGE_DEFAULTS.modernFormat : IMAGE_DEFAULTS.fallbackFormat;
  return image.urls?.[`${size}.${ext}`] ?? image.urls?.[`${size}.${IMAGE_DEFAULTS.fallbackFormat}`] ?? image.file_path ?? null;
}
