// Materials of a channel (spec 02 §3 Material, §6 editMaterials, §7 Videos and materials): a PDF or office file
// with a title and a description. The file is uploaded first through POST /api/file (checked by content).
import { z } from 'zod';
import { INT32_MAX, ZId } from './common.ts';
import { ZChannelSlug } from './events.ts';

export const MATERIAL_TITLE_MAX = 150;
export const MATERIAL_DESCRIPTION_MAX = 2_000;
/**
 * Materials are documents: PDF and office files, never pictures (those go into galleries). One list gives the
 * server's check, the file picker's filter and the message, so the message never names a type that is refused.
 */
export const MATERIAL_FORMATS = [
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'doc', mime: 'application/msword' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  { ext: 'odt', mime: 'application/vnd.oasis.opendocument.text' },
  { ext: 'ods', mime: 'application/vnd.oasis.opendocument.spreadsheet' },
] as const;
export const MATERIAL_FILE_TYPES = MATERIAL_FORMATS.map((f) => f.mime);
export const MATERIAL_ACCEPT = MATERIAL_FORMATS.map((f) => `.${f.ext}`).join(',');
export const MATERIAL_FILE_MESSAGE = `Materialien sind PDF- oder Office-Dateien (${MATERIAL_FORMATS.map((f) => f.ext.toUpperCase()).join(', ')}), keine Bilder.`;
/** Whether a chosen file's name is one of the formats (checked before the upload; the server checks the content). */
export const isMaterialFileName = (name: string) => MATERIAL_FORMATS.some((f) => name.toLowerCase().endsWith(`.${f.ext}`));

// Control characters are refused for every request body by the API's input guard ("unzulässige Steuerzeichen").
const ZTitle = z
  .string({ error: 'Bitte gib einen Titel ein.' })
  .trim()
  .min(1, 'Bitte gib einen Titel ein.')
  .max(MATERIAL_TITLE_MAX, `Der Titel darf höchstens ${MATERIAL_TITLE_MAX} Zeichen lang sein.`);
const ZDescription = z
  .string({ error: 'Bitte gib eine Beschreibung als Text ein.' })
  .trim()
  .max(MATERIAL_DESCRIPTION_MAX, `Die Beschreibung darf höchstens ${MATERIAL_DESCRIPTION_MAX.toLocaleString('de-DE')} Zeichen lang sein.`);
const ZFileId = z.coerce
  .number({ error: 'Bitte lade eine Datei hoch.' })
  .int('Bitte lade eine Datei hoch.')
  .positive('Bitte lade eine Datei hoch.')
  .max(INT32_MAX);

export const ZMaterialInput = z.object({
  file_id: ZFileId,
  channel_id: ZId,
  title: ZTitle,
  description: ZDescription.default(''),
});
export type TMaterialInput = z.output<typeof ZMaterialInput>;
/**
 * The form before its upload: the chosen file by its name (a picture or another type is refused before it goes up,
 * with the server's message), title and description as the API checks them.
 */
export const ZMaterialForm = ZMaterialInput.pick({ title: true, description: true }).extend({
  file_name: z.string({ error: 'Bitte wähle eine PDF- oder Office-Datei aus.' }).refine(isMaterialFileName, MATERIAL_FILE_MESSAGE),
});
/** PUT: the channel stays; a new file replaces the old one. */
export const ZMaterialUpdate = z.object({
  file_id: ZFileId.optional(),
  title: ZTitle.optional(),
  description: ZDescription.optional(),
});
export type TMaterialUpdate = z.output<typeof ZMaterialUpdate>;
export const ZMaterialQuery = z.object({ channel: ZChannelSlug });

export const ZMaterial = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  channel_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  channel: z.object({ slug: z.string(), name: z.string() }),
  file: z.object({ original_filename: z.string(), mime_type: z.string(), size: z.number().int() }),
  /** The download for everybody who sees the channel's page (the file itself stays its uploader's). */
  download_url: z.string(),
  created_at: z.string(),
  can_edit: z.boolean(),
});
export type TMaterial = z.infer<typeof ZMaterial>;
export const ZMaterialList = z.object({ data: z.array(ZMaterial), can_edit: z.boolean() });
export type TMaterialList = z.infer<typeof ZMaterialList>;
