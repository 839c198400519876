// Test helpers for uploads: multipart bodies built by the platform's own FormData, images made by sharp.
import zlib from 'node:zlib';
import sharp from 'sharp';

export type Part = string | { bytes: Buffer; name: string; type?: string };

/** A multipart/form-data body and its content type, as a browser would send it. */
export async function multipartBody(fields: Record<string, Part>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') fd.append(k, v);
    else fd.append(k, new Blob([new Uint8Array(v.bytes)], { type: v.type ?? 'application/octet-stream' }), v.name);
  }
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

/** A photo-like JPEG with EXIF data (which must not survive processing). */
export function testJpeg(width = 2000, height = 1500, colour = { r: 200, g: 120, b: 40 }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD0: { Copyright: 'Geheime Kamera', Artist: 'Max Privat' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export const testPng = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A PNG whose header claims a huge size: decoding it would need gigabytes (an image bomb). */
export function pngBomb(width = 40_000, height = 40_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const idat = zlib.deflateSync(Buffer.alloc(1024 * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const testPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
