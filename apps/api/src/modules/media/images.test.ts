import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { loginAs, makeUser } from '../../../test/factories/accounts.ts';
import { multipartBody, pngBomb, testJpeg, testPdf, testPng, type Part } from '../../../test/factories/media.ts';
import { IMAGE_INPUT_FORMATS, processImage } from './media.process.ts';

let t: TestContext;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, (await makeUser(t, { business: 'bilder-betrieb' })).email);
  other = await loginAs(t, (await makeUser(t)).email);
});
afterAll(() => t.close());

async function upload(fields: Record<string, Part>, token: string | null = owner) {
  const body = await multipartBody(fields);
  return t.request({ method: 'POST', url: '/api/images', token, ...body });
}
const fetchUrl = (url: string, token: string | null = null) => t.request({ method: 'GET', url, token });

describe('image upload', () => {
  it('turns a photo into every size and format, upright and without metadata', async () => {
    const res = await upload({ image: { bytes: await testJpeg(2000, 1500), name: 'urlaub.jpg', type: 'image/jpeg' } });
    expect(res.statusCode).toBe(201);
    const img = res.json().data;
    expect(Object.keys(img.urls).sort()).toEqual(['1.jpg', '1.webp', '2.jpg', '2.webp', '3.jpg', '3.webp', '4.jpg', '4.webp', 'p.jpg', 'p.webp']);
    expect(img).toMatchObject({ file_name: 'urlaub.jpg', width: 2000, height: 1500, is_private: false, local: true });

    const big = await fetchUrl(img.urls['3.webp']);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/webp');
    expect(big.headers['cache-control']).toContain('immutable');
    const meta = await sharp(big.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    expect(meta.exif).toBeUndefined();

    const jpg = await sharp((await fetchUrl(img.urls['4.jpg'])).rawPayload).metadata();
    expect(jpg).toMatchObject({ format: 'jpeg', width: 1600 });
    expect(jpg.exif).toBeUndefined();
    expect((await sharp((await fetchUrl(img.urls['p.jpg'])).rawPayload).metadata()).width).toBe(20);
    expect((await sharp((await fetchUrl(img.urls['1.webp'])).rawPayload).metadata()).width).toBe(320);
  });

  it('never enlarges a small image and accepts PNG with transparency', async () => {
    const res = await upload({ image: { bytes: await testPng(300, 200), name: 'logo.png' } });
    expect(res.statusCode).toBe(201);
    const meta = await sharp((await fetchUrl(res.json().data.urls['4.jpg'])).rawPayload).metadata();
    expect(meta.width).toBe(300);
  });

  it('decides the type by content: a PDF named .jpg, plain text and an executable are refused with 415', async () => {
    for (const bytes of [testPdf(), Buffer.from('Hallo Welt, ich bin kein Bild.'), Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])]) {
      const res = await upload({ image: { bytes, name: 'foto.jpg', type: 'image/jpeg' } });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/Dateiformat wird nicht unterstützt/);
    }
  });

  it('refuses SVG, which can carry script', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload({ image: { bytes: svg, name: 'bild.svg', type: 'image/svg+xml' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/SVG/);
  });

  it('refuses an image bomb before decoding it, and any image over 40 megapixels, with 413', async () => {
    for (const [w, h] of [
      [40_000, 40_000],
      [7_000, 6_000],
    ]) {
      const res = await upload({ image: { bytes: pngBomb(w, h), name: 'klein.png' } });
      expect(res.statusCode).toBe(413);
      expect(res.json().errors.image[0]).toBe('Das Bild hat zu viele Bildpunkte (höchstens 40 Megapixel). Bitte lade ein kleineres Bild hoch.');
    }
  });

  it('decodes at most two images at once, and every concurrent upload still succeeds', async () => {
    const { IMAGE_DECODES_AT_ONCE } = await import('./media.process.ts');
    expect(IMAGE_DECODES_AT_ONCE).toBe(2);
    const photo = await testJpeg(1600, 1200);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload({ image: { bytes: photo, name: `foto-${i}.jpg` } })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('refuses a file over the size limit with 413 and a broken image with 422', async () => {
    const huge = Buffer.concat([await testJpeg(100, 100), Buffer.alloc(16 * 1024 * 1024)]);
    const res = await upload({ image: { bytes: huge, name: 'riesig.jpg' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/zu groß/);
    const broken = (await testJpeg(400, 300)).subarray(0, 300);
    const res2 = await upload({ image: { bytes: broken, name: 'kaputt.jpg' } });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().errors.image[0]).toMatch(/beschädigt/);
  });

  it('asks for a file when none is sent, and for a login from guests', async () => {
    const none = await upload({ public: 'true' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.image).toEqual(['Bitte wähle ein Bild aus.']);
    const json = await t.request({ method: 'POST', url: '/api/images', token: owner, payload: { image: 'x' } });
    expect(json.statusCode).toBe(422);
    const guest = await upload({ image: { bytes: await testJpeg(50, 50), name: 'a.jpg' } }, null);
    expect(guest.statusCode).toBe(401);
  });
});

describe('private images', () => {
  it('are shown only to their owner or through a signed URL', async () => {
    const res = await upload({ image: { bytes: await testJpeg(400, 300), name: 'privat.jpg' }, public: 'false' });
    const img = res.json().data;
    expect(img.is_private).toBe(true);
    expect(img.urls['3.jpg']).toMatch(/sig=/);
    expect((await fetchUrl(img.urls['3.jpg'])).statusCode).toBe(200);
    const bare = img.urls['3.jpg'].split('?')[0];
    expect((await fetchUrl(bare)).statusCode).toBe(404);
    expect((await fetchUrl(bare, owner)).statusCode).toBe(200);
    // A changed signature (its first character made another one: replacing it by a fixed one left it unchanged
    // whenever it already was that one, one run in 64).
    expect((await fetchUrl(img.urls['3.jpg'].replace(/sig=(.)/, (_m: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`))).statusCode).toBe(404);
    expect((await fetchUrl(img.urls['3.webp'].replace('3.webp', '2.webp'))).statusCode).toBe(404);

    expect((await t.request({ method: 'GET', url: `/api/images/${img.id}`, token: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/images/${img.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/images/${img.id}`, token: owner })).json().data.id).toBe(img.id);
  });
});

describe('changing and deleting images', () => {
  it('only the owner renames, publishes or deletes; others change nothing', async () => {
    const img = (await upload({ image: { bytes: await testJpeg(300, 300), name: 'team.jpg' } })).json().data;
    const url = `/api/images/${img.id}`;
    expect((await t.request({ method: 'PUT', url, token: other, payload: { file_name: 'gehackt.jpg' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url, payload: { file_name: 'gehackt.jpg' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url, token: other })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).json().data.file_name).toBe('team.jpg');

    const bad = await t.request({ method: 'PUT', url, token: owner, payload: { file_name: '' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file_name).toEqual(['Bitte gib einen Namen ein.']);

    const put = await t.request({ method: 'PUT', url, token: owner, payload: { file_name: '../../Unser Team.jpg', public: false } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ file_name: 'Unser Team.jpg', is_private: true });

    const deleted = await t.request({ method: 'DELETE', url, token: owner });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.request({ method: 'GET', url, token: owner })).statusCode).toBe(404);
    expect((await fetchUrl(img.urls['3.webp'])).statusCode).toBe(404);
  });
});

describe('the formats sharp decodes (issue #35)', () => {
  const sample = (format: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#c04000' } })
      .toFormat(format === 'heif' ? 'avif' : (format as 'jpeg'))
      .toBuffer();

  it('decodes a sample of every allowed type with its own loader', async () => {
    for (const [mime, { format }] of Object.entries(IMAGE_INPUT_FORMATS)) {
      expect((await processImage(await sample(format), mime)).width, mime).toBe(40);
    }
  });

  it('refuses every other format, and an image whose content is another allowed format than file-type found', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>');
    const ppm = Buffer.concat([Buffer.from('P6\n4 4\n255\n'), Buffer.alloc(48, 128)]);
    const cases: [string, Buffer, string][] = [
      ['svg', svg, 'image/png'],
      ['ppm', ppm, 'image/jpeg'],
      ['png as jpeg', await sample('png'), 'image/jpeg'],
      ['jpeg under a type not in the list', await sample('jpeg'), 'image/svg+xml'],
    ];
    for (const [name, bytes, mime] of cases) {
      await expect(processImage(bytes, mime), name).rejects.toMatchObject({ statusCode: 422 });
    }
    // Blocked for the whole process: sharp itself no longer reads them.
    await expect(sharp(svg).metadata()).rejects.toThrow();
    await expect(sharp(ppm).metadata()).rejects.toThrow();
  });
});
