// Image bench: median time to turn a 12-megapixel JPEG into every size and format (1-4 as webp and
// jpg, placeholder p), the work behind POST /api/images. The photo is generated with sharp (noise,
// blurred, so it compresses like a real photo). Figures only, never asserts.
import os from 'node:os';
import sharp from 'sharp';
import { processImage } from '../apps/api/src/modules/media/media.process.ts';

const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 7);
const WIDTH = 4000;
const HEIGHT = 3000;

const photo = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
  .blur(1.5)
  .jpeg({ quality: 88 })
  .toBuffer();
console.log(
  `Eingabe: ${WIDTH}×${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(0)} MP) JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB; ${os.cpus().length} Kerne, libvips-Threads ${sharp.concurrency()}`,
);

await processImage(photo, 'image/jpeg'); // warm-up: loads codecs
const times: number[] = [];
let outBytes = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const result = await processImage(photo, 'image/jpeg');
  times.push(performance.now() - start);
  outBytes = Object.values(result.variants).reduce((n, b) => n + b.length, 0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`Durchläufe: ${RUNS}; alle Größen (1–4 webp+jpg, p.webp, p.jpg), zusammen ${(outBytes / 1024).toFixed(0)} KB`);
console.log(`Median ${median.toFixed(0)} ms · schnellster ${times[0].toFixed(0)} ms · langsamster ${times[times.length - 1].toFixed(0)} ms`);
