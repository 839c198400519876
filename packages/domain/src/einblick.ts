// EinBlick.pro (issue #16): a business's insight pages about its training, built from its own posts and videos
// (trainee stories are videos of type trainee_story), with title, intro and the items in order; shown publicly in
// an iframe on the business's website (/embed/einblick/{uid}).
import { z } from 'zod';
import { ZId } from './common.ts';

export const EINBLICK_TITLE_MAX = 120;
export const EINBLICK_INTRO_MAX = 1000;
export const EINBLICK_ITEMS_MAX = 30;
export const EINBLICK_LOCKED = 'EinBlick.pro ist für deinen Betrieb nicht gebucht.';

// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
// The intro may have line breaks, nothing else of the control range.
// eslint-disable-next-line no-control-regex
const NO_CONTROL_BUT_NEWLINE = /^[^\u0000-\u0009\u000b-\u001f\u007f]*$/;

export const EINBLICK_ITEM_KINDS = ['post', 'video'] as const;
export type TEinblickItemKind = (typeof EINBLICK_ITEM_KINDS)[number];
export const ZEinblickItemRef = z.object({
  kind: z.enum(EINBLICK_ITEM_KINDS, 'Unbekannte Art des Inhalts.'),
  id: ZId,
});
export type TEinblickItemRef = z.infer<typeof ZEinblickItemRef>;

export const ZEinblickInput = z.object({
  title: z
    .string({ error: 'Bitte gib einen Titel ein.' })
    .trim()
    .min(3, 'Bitte gib einen Titel mit mindestens 3 Zeichen ein.')
    .max(EINBLICK_TITLE_MAX, `Der Titel darf höchstens ${EINBLICK_TITLE_MAX} Zeichen lang sein.`)
    .regex(NO_CONTROL, 'Bitte gib den Titel ohne Steuerzeichen ein.'),
  intro: z
    .string()
    .trim()
    .max(EINBLICK_INTRO_MAX, `Die Einleitung darf höchstens ${EINBLICK_INTRO_MAX} Zeichen lang sein.`)
    .regex(NO_CONTROL_BUT_NEWLINE, 'Bitte gib die Einleitung ohne Steuerzeichen ein.')
    .default(''),
  items: z
    .array(ZEinblickItemRef)
    .min(1, 'Bitte wähle mindestens einen Beitrag oder ein Video.')
    .max(EINBLICK_ITEMS_MAX, `Eine Seite hat höchstens ${EINBLICK_ITEMS_MAX} Inhalte.`)
    .refine((items) => new Set(items.map((i) => `${i.kind}:${i.id}`)).size === items.length, 'Jeder Inhalt darf nur einmal vorkommen.'),
});
export type TEinblickInput = z.infer<typeof ZEinblickInput>;

/** An item as shown: what it is, its title and text, and where it opens on the platform. */
export const ZEinblickItem = z.object({
  kind: z.enum(EINBLICK_ITEM_KINDS),
  id: z.number(),
  /** Beitrag, Video or Azubi-Geschichte. */
  label: z.string(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
});
export type TEinblickItem = z.infer<typeof ZEinblickItem>;

export const ZEinblickPage = z.object({
  id: z.number(),
  uid: z.string(),
  business: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  title: z.string(),
  intro: z.string(),
  items: z.array(ZEinblickItem),
  updated_at: z.string(),
});
export type TEinblickPage = z.infer<typeof ZEinblickPage>;

export const ZEinblickPageParam = z.object({ id: ZId, pageId: ZId });
export const ZEinblickUidParam = z.object({ uid: z.uuid('Diese Seite gibt es nicht.') });

/** The iframe snippet for the business's website: the page, sized to its content by /embed.js. */
export function einblickSnippet(origin: string, page: { uid: string; title: string }) {
  const title = page.title.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);
  return (
    `<iframe src="${origin}/embed/einblick/${page.uid}" title="${title}" data-oabat-embed="einblick" ` +
    `style="display:block;width:100%;height:600px;border:0" loading="lazy"></iframe>\n` +
    `<script src="${origin}/embed.js" async></script>`
  );
}
