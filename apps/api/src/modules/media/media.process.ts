// Turns an uploaded image into the sizes and formats of the spec with sharp: decoded once, turned
// upright, reduced to the largest width, then each size encoded as webp and jpg. Output carries no
// metadata (sharp drops EXIF/GPS unless asked to keep it).
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { ALLOWED_IMAGE_TYPES, IMAGE_SIZES, IMAGE_WIDTHS, MAX_IMAGE_PIXELS, PLACEHOLDER_WIDTH } from '@oabat/domain/media';
import { AppError, invalid } from '../../lib/errors.ts';
import { createSemaphore } from '../../lib/semaphore.ts';

/**
 * The formats sharp may decode (issue #35): the type file-type found -> libvips' loader of buffers and the format
 * sharp then reports. libvips otherwise picks its loader from the content, and some read more than pixels (SVG
 * fetches, PDF, FITS, Matlab, ImageMagick's many formats). Every other loader is blocked for the whole process, and
 * an image whose decoded format is not the one file-type found is refused.
 */
export const IMAGE_INPUT_FORMATS: Record<(typeof ALLOWED_IMAGE_TYPES)[number], { loader: string; format: string }> = {
  'image/jpeg': { loader: 'VipsForeignLoadJpegBuffer', format: 'jpeg' },
  'image/png': { loader: 'VipsForeignLoadPngBuffer', format: 'png' },
  'image/webp': { loader: 'VipsForeignLoadWebpBuffer', format: 'webp' },
  'image/gif': { loader: 'VipsForeignLoadNsgifBuffer', format: 'gif' },
  'image/avif': { loader: 'VipsForeignLoadHeifBuffer', format: 'heif' },
  'image/tiff': { loader: 'VipsForeignLoadTiffBuffer', format: 'tiff' },
};
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: Object.values(IMAGE_INPUT_FORMATS).map((f) => f.loader) });

/** Images decoded at once in this process (one per core): memory stays bounded under any number of uploads. */
export const IMAGE_DECODES_AT_ONCE = 2;
const decoding = createSemaphore(IMAGE_DECODES_AT_ONCE);
// sharp's cache would keep decoded images beyond the request; each image is read once anyway.
sharp.cache(false);

export interface ProcessedImage {
  width: number;
  height: number;
  /** `1.webp` ... `4.jpg`, `p.webp`, `p.jpg` -> bytes */
  variants: Record<string, Buffer>;
}

const TOO_MANY_PIXELS = `Das Bild hat zu viele Bildpunkte (höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel). Bitte lade ein kleineres Bild hoch.`;
const tooManyPixels = () => new AppError('media.too_many_pixels', 413, TOO_MANY_PIXELS, { image: [TOO_MANY_PIXELS] });

const UNREADABLE = 'Das Bild ist beschädigt oder kann nicht gelesen werden.';

/**
 * Decodes in the queue: at most IMAGE_DECODES_AT_ONCE images at a time; the header check runs first. `mime` is the
 * type file-type found; the decoder must find the same format.
 */
export function processImage(input: Buffer, mime: string): Promise<ProcessedImage> {
  return decoding.run(() => decodeImage(input, mime));
}

async function decodeImage(input: Buffer, mime: string): Promise<ProcessedImage> {
  const expected = IMAGE_INPUT_FORMATS[mime as keyof typeof IMAGE_INPUT_FORMATS];
  if (!expected) throw invalid('image', UNREADABLE);
  let meta: Metadata;
  try {
    // Reads the header only: a decompression bomb is refused before anything is decoded.
    meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message))) throw tooManyPixels();
    throw invalid('image', 'Das Bild ist beschädigt oder kann nicht gelesen werden.');
  }
  if (!meta.width || !meta.height || meta.format !== expected.format) throw invalid('image', UNREADABLE);
  if (meta.width * meta.height * Math.max(1, meta.pages ?? 1) > MAX_IMAGE_PIXELS) throw tooManyPixels();

  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: IMAGE_WIDTHS[4], withoutEnlargement: true })
      // White behind transparency: jpg has none, and webp should look the same.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (/pixel limit/i.test(String((err as Error).message))) throw tooManyPixels();
    throw invalid('image', 'Das Bild ist beschädigt oder kann nicht gelesen werden.');
  }
  const { width, height, channels } = base.info;
  const from = () => sharp(base.data, { raw: { width, height, channels } });

  const variants: Record<string, Buffer> = {};
  const jobs: Promise<void>[] = [];
  for (const size of IMAGE_SIZES) {
    const w = Math.min(IMAGE_WIDTHS[size], width);
    jobs.push(
      (async () => {
        const resized = await from().resize({ width: w }).raw().toBuffer({ resolveWithObject: true });
        const again = () => sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels } });
        variants[`${size}.webp`] = await again().webp({ quality: 80 }).toBuffer();
        variants[`${size}.jpg`] = await again().jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      })(),
    );
  }
  jobs.push(
    (async () => {
      const tiny = from().resize({ width: PLACEHOLDER_WIDTH }).blur(1);
      variants['p.webp'] = await tiny.clone().webp({ quality: 40 }).toBuffer();
      variants['p.jpg'] = await tiny.clone().jpeg({ quality: 40 }).toBuffer();
    })(),
  );
  await Promise.all(jobs);
  // Dimensions of the upright original (EXIF orientations 5-8 swap width and height).
  const swapped = (meta.orientation ?? 1) >= 5;
  return { width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height, variants };
}
