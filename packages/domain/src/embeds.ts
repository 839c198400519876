// Embeds (spec 01 §2 /embed/jobs, /embed/businesses): the filter parameters a host website gives its embedded
// list, the embed URL and the two snippets (script tag with /embed.js, or a plain iframe). Shared by the
// embed pages, the settings pages that show the snippets, and the tests.
import { z } from 'zod';
import { JOB_TYPE } from './constants.ts';
import { MAX_RADIUS_KM } from './search.ts';

export const EMBED_KINDS = ['jobs', 'businesses'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** `type` of an embedded job list: the job type by its German name. */
export const EMBED_JOB_TYPES = { ausbildung: JOB_TYPE.apprenticeship, praktikum: JOB_TYPE.traineeship, job: JOB_TYPE.job } as const;
export type EmbedJobType = keyof typeof EMBED_JOB_TYPES;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,119}$/);
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const text = (max: number) => z.string().trim().min(1).max(max).regex(NO_CONTROL);

/**
 * The host's filters. A parameter that does not fit is left out (the list shows more, never an error page
 * inside someone else's website); `invalid` names those, so the page can say so.
 */
export const ZEmbedParams = z.object({
  region: slug.optional(),
  business: slug.optional(),
  type: z.enum(Object.keys(EMBED_JOB_TYPES) as [EmbedJobType, ...EmbedJobType[]]).optional(),
  /** Postal code, city name or location slug (`passau-42`). */
  place: text(120).optional(),
  radius: z.coerce.number().int().min(1).max(MAX_RADIUS_KM).optional(),
  q: text(100).optional(),
});
export type TEmbedParams = z.infer<typeof ZEmbedParams>;
export const EMBED_PARAM_NAMES = Object.keys(ZEmbedParams.shape) as (keyof TEmbedParams)[];

export function parseEmbedParams(search: URLSearchParams): { params: TEmbedParams; invalid: string[] } {
  const params: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const name of EMBED_PARAM_NAMES) {
    const raw = search.get(name);
    if (raw === null || raw === '') continue;
    const parsed = ZEmbedParams.shape[name].safeParse(raw);
    if (parsed.success) params[name] = parsed.data;
    else invalid.push(name);
  }
  return { params: params as TEmbedParams, invalid };
}

export function embedUrl(origin: string, kind: EmbedKind, params: TEmbedParams): string {
  const query = new URLSearchParams();
  for (const name of EMBED_PARAM_NAMES) if (params[name] !== undefined) query.set(name, String(params[name]));
  const qs = query.toString();
  return `${origin}/embed/${kind}${qs ? `?${qs}` : ''}`;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The script variant sizes itself to the content; the iframe variant works without scripts, at a fixed height. */
export function embedSnippets(origin: string, kind: EmbedKind, params: TEmbedParams, title: string): { script: string; iframe: string } {
  const data = EMBED_PARAM_NAMES.filter((n) => params[n] !== undefined)
    .map((n) => ` data-${n}="${attr(String(params[n]))}"`)
    .join('');
  return {
    script: `<script src="${origin}/embed.js" data-oabat-embed="${kind}"${data} data-title="${attr(title)}" async></script>`,
    // data-oabat-embed: should the host add /embed.js later, it sizes this frame too.
    iframe: `<iframe src="${attr(embedUrl(origin, kind, params))}" title="${attr(title)}" data-oabat-embed="${kind}" width="100%" height="800" style="border:0" loading="lazy"></iframe>`,
  };
}
