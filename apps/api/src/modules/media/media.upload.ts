// Reads one uploaded file and the plain fields of a multipart request, within a size limit.
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, invalid } from '../../lib/errors.ts';

export interface Upload {
  bytes: Buffer;
  filename: string;
  fields: Record<string, string>;
}

export const tooLarge = (maxBytes: number) =>
  new AppError('media.too_large', 413, `Die Datei ist zu groß (höchstens ${Math.round(maxBytes / 1024 / 1024)} MB).`);

/** The first file of `fileFields` (any name when empty) and every text field. */
export async function readUpload(req: FastifyRequest, fileFields: string[], maxBytes: number, missingMessage: string): Promise<Upload> {
  if (!req.isMultipart()) throw invalid(fileFields[0] ?? 'file', missingMessage);
  const fields: Record<string, string> = {};
  let found: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        if (found || (fileFields.length && !fileFields.includes(part.fieldname))) {
          part.file.resume();
          continue;
        }
        found = { bytes: await part.toBuffer(), filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw invalid(fileFields[0] ?? 'file', 'Bitte lade nur eine Datei auf einmal hoch.');
    throw err;
  }
  if (!found || found.bytes.length === 0) throw invalid(fileFields[0] ?? 'file', missingMessage);
  return { ...found, fields };
}

/** The type by the bytes, never by the name or the declared content type. */
export async function detectType(bytes: Buffer): Promise<{ mime: string; ext: string } | null> {
  const t = await fileTypeFromBuffer(bytes);
  return t ? { mime: t.mime, ext: t.ext } : null;
}

/** An SVG (or any XML/HTML text) can carry script: it is refused with its own message. */
export function looksLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<') && /<svg|<\?xml|<!doctype|<html|<script/.test(head);
}

export const unsupported = (message: string) => new AppError('media.unsupported_type', 415, message);

/** `true`, `1`, `on`, `yes` from a form field. */
export const formFlag = (v: string | undefined) => v !== undefined && ['true', '1', 'on', 'yes'].includes(v.toLowerCase());
