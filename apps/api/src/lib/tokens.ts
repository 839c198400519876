// Opaque random tokens and codes; only their SHA-256 is stored.
import crypto from 'node:crypto';

export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** A numeric one-time code of the given length, uniformly random. */
export const numericCode = (length = 6) => String(crypto.randomInt(0, 10 ** length)).padStart(length, '0');
export const safeEqual = (a: string, b: string) => {
  const ba = Buffer.from(a),
    bb = Buffer.from(b);
  return ba.length === bb.length && crypto.timingSafeEqual(ba, bb);
};
