// Compares two screenshots pixel by pixel in the browser itself (canvas), so the tests need no image library.
import type { Page } from '@playwright/test';

export interface PixelDiff {
  /** Pixels whose colour differs by more than the tolerance in any channel. */
  differing: number;
  total: number;
  /** The share of differing pixels, 0..1 (a size mismatch counts as 1). */
  ratio: number;
  /** A PNG (data URL) of the second screenshot with the differing pixels in red; only when something differs. */
  diffPng: string | null;
}

/**
 * Differing pixels of `a` and `b`. A channel may differ by `tolerance` (0..255) before the pixel counts: the
 * same text can be antialiased a shade apart. `mask` boxes (CSS pixels of the screenshot) are left out.
 */
export async function comparePngs(
  page: Page,
  a: Buffer,
  b: Buffer,
  { tolerance = 32, mask = [] as { x: number; y: number; width: number; height: number }[] } = {},
): Promise<PixelDiff> {
  return page.evaluate(
    async ({ a, b, tolerance, mask }) => {
      const load = async (base64: string) => createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      if (ia.width !== ib.width || ia.height !== ib.height) return { differing: ia.width * ia.height, total: ia.width * ia.height, ratio: 1, diffPng: null };
      const { width, height } = ia;
      const pixels = (img: ImageBitmap) => {
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, width, height);
      };
      const da = pixels(ia).data;
      const out = pixels(ib);
      const db = out.data;
      const masked = (x: number, y: number) => mask.some((m) => x >= m.x && x < m.x + m.width && y >= m.y && y < m.y + m.height);
      let differing = 0;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if (Math.abs(da[i]! - db[i]!) <= tolerance && Math.abs(da[i + 1]! - db[i + 1]!) <= tolerance && Math.abs(da[i + 2]! - db[i + 2]!) <= tolerance)
            continue;
          if (masked(x, y)) continue;
          differing++;
          db[i] = 255;
          db[i + 1] = 0;
          db[i + 2] = 0;
          db[i + 3] = 255;
        }
      let diffPng: string | null = null;
      if (differing) {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')!.putImageData(out, 0, 0);
        diffPng = canvas.toDataURL('image/png');
      }
      return { differing, total: width * height, ratio: differing / (width * height), diffPng };
    },
    { a: a.toString('base64'), b: b.toString('base64'), tolerance, mask },
  );
}
