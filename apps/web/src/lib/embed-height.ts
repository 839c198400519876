// An embedded page tells the page around its iframe how tall it is, so /embed.js can size the frame to the
// content (no inner scroll bar). The height is no secret: it is posted to any parent.
import { useEffect } from 'react';

export const EMBED_HEIGHT_MESSAGE = 'oabat:embed-height';

export function useEmbedHeight() {
  useEffect(() => {
    if (window.parent === window) return undefined;
    let last = -1;
    const post = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    post();
    return () => observer.disconnect();
  }, []);
}
