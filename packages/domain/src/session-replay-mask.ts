// What a session recording may hold (issue #35, finding 8): the layout and the clicks of a page, never its words.
// rrweb masks text and inputs itself (apps/web recorder.ts: maskTextSelector '*', maskAllInputs) but keeps attribute
// values as they are. An `id` was kept as "layout" and carried words: a post card's id is the post's slug
// (components/post-card.tsx: "mein-zweites-lehrjahr-…" on the bakery's page), so ids and `for` are masked now, and
// url(…) in inline styles is emptied (a background picture's address names it). rrweb also sends a text change
// (a mutation's `texts`) unmasked when its node has no parent element by the time rrweb reads the batch.
// This pass runs on every event in the browser before it is sent and again on the server before a chunk is stored
// and when it is read, so a gap in rrweb (or an old client) cannot put a word of the page into a recording: every
// text node's content, every text change, every typed value and every attribute value that is not layout becomes
// '*' per character. Only the CSS of <style> elements stays (without it the replay has no layout).

/**
 * Attributes kept as they are: structure and layout, never words of the page. Not `id`, `for` or any aria reference:
 * their values are often made of a slug or a title (the replay needs none of them).
 */
const KEEP = new Set([
  'class',
  'style',
  'type',
  'role',
  'rel',
  'width',
  'height',
  'disabled',
  'checked',
  'selected',
  'hidden',
  'open',
  'tabindex',
  'colspan',
  'rowspan',
  'dir',
  'lang',
  'media',
  'charset',
  'aria-hidden',
  'aria-expanded',
  'aria-current',
  'aria-selected',
  'aria-checked',
  'aria-disabled',
  'aria-modal',
  'viewbox',
  'xmlns',
  'd',
  'fill',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'points',
  'transform',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'opacity',
  'focusable',
  // rrweb's own: inlined stylesheets
  '_csstext',
]);
/** rrweb's own attributes that are numbers or states (sizes of blocked elements, scroll and media state), no text. */
const RR_KEEP = /^rr_(width|height|scrollleft|scrolltop|mediastate|mediacurrenttime|mediaplaybackrate|mediamuted|medialoop|mediavolume|open_mode)$/;

export const maskRecordingText = (value: string) => value.replace(/\S/g, '*');

// rrweb's event and node kinds (@rrweb/types EventType, IncrementalSource, NodeType).
const META = 4;
const FULL_SNAPSHOT = 2;
const INCREMENTAL_SNAPSHOT = 3;
const MUTATION = 0;
const INPUT = 5;
const ELEMENT = 2;
const TEXT = 3;
const CDATA = 4;
const COMMENT = 5;

/**
 * What the masking remembers across the events of one recording: the ids of <style> elements and of their text nodes,
 * whose CSS stays. A fresh one per recording (the browser) or per chunk (the server: a style's later text change in
 * another chunk is then masked too, which costs the replay a style, never a word).
 */
export interface RecordingMaskState {
  styles: Set<number>;
  styleTexts: Set<number>;
}
export const newRecordingMaskState = (): RecordingMaskState => ({ styles: new Set(), styleTexts: new Set() });

/** An inline style keeps its layout; an address in it (a background picture named after a job) does not. */
const emptyUrls = (css: string) => css.replace(/url\((?:[^()"']|"[^"]*"|'[^']*')*\)/gi, 'url()');

function maskAttributes(attrs: Record<string, unknown>, tagName?: string) {
  for (const [name, value] of Object.entries(attrs)) {
    const n = name.toLowerCase();
    // A style diff of a mutation: property -> value (or false when removed).
    if (n === 'style' && value && typeof value === 'object') {
      const diff = value as Record<string, unknown>;
      for (const [prop, v] of Object.entries(diff)) {
        if (typeof v === 'string') diff[prop] = emptyUrls(v);
        else if (Array.isArray(v) && typeof v[0] === 'string') v[0] = emptyUrls(v[0]); // [value, priority]
      }
      continue;
    }
    if (typeof value !== 'string') continue; // a flag or null (removed)
    if (n === 'style') {
      attrs[name] = emptyUrls(value);
      continue;
    }
    if (KEEP.has(n) || RR_KEEP.test(n)) continue;
    // A stylesheet rrweb could not inline stays loadable, or the replay loses its layout.
    if (n === 'href' && tagName === 'link') continue;
    attrs[name] = maskRecordingText(value);
  }
}

interface SerializedNode {
  type?: number;
  id?: number;
  tagName?: string;
  attributes?: Record<string, unknown>;
  textContent?: unknown;
  childNodes?: SerializedNode[];
}

const isStyle = (node: SerializedNode) => node.type === ELEMENT && node.tagName?.toLowerCase() === 'style';

/** Masks one serialized node (not its children); `inStyle`: its parent is a <style>, whose CSS stays. */
function maskOne(node: SerializedNode, inStyle: boolean, state: RecordingMaskState) {
  if (node.type === ELEMENT && node.attributes) maskAttributes(node.attributes, node.tagName?.toLowerCase());
  if (isStyle(node) && typeof node.id === 'number') state.styles.add(node.id);
  if (node.type === TEXT && typeof node.textContent === 'string') {
    if (inStyle) {
      if (typeof node.id === 'number') state.styleTexts.add(node.id);
    } else node.textContent = maskRecordingText(node.textContent);
  }
  if ((node.type === COMMENT || node.type === CDATA) && typeof node.textContent === 'string') node.textContent = '';
}

function maskTree(node: SerializedNode | undefined, inStyle: boolean, state: RecordingMaskState) {
  if (!node || typeof node !== 'object') return;
  maskOne(node, inStyle, state);
  for (const child of node.childNodes ?? []) maskTree(child, isStyle(node), state);
}

/**
 * Masks one rrweb event in place: the page's address (meta) to its origin, every text and attribute value of full
 * snapshots and DOM mutations, typed values. `state` is the recording's (see RecordingMaskState).
 */
export function maskRecordingEvent<T>(event: T, state: RecordingMaskState = newRecordingMaskState()): T {
  const e = event as { type?: number; data?: Record<string, unknown> };
  if (!e || typeof e !== 'object' || !e.data || typeof e.data !== 'object') return event;
  // The page's address carries its slug (a job's title, a business's name): only the origin stays.
  if (e.type === META && typeof e.data.href === 'string') {
    try {
      e.data.href = `${new URL(e.data.href).origin}/`;
    } catch {
      e.data.href = '';
    }
  }
  if (e.type === FULL_SNAPSHOT) maskTree(e.data.node as SerializedNode, false, state);
  if (e.type === INCREMENTAL_SNAPSHOT && e.data.source === MUTATION) {
    const adds = Array.isArray(e.data.adds) ? (e.data.adds as { parentId?: number; node?: SerializedNode }[]) : [];
    // A new <style> and its text arrive in one batch, the text possibly first.
    for (const add of adds) if (add?.node && isStyle(add.node) && typeof add.node.id === 'number') state.styles.add(add.node.id);
    for (const add of adds) if (add?.node) maskTree(add.node, typeof add.parentId === 'number' && state.styles.has(add.parentId), state);
    for (const t of Array.isArray(e.data.texts) ? (e.data.texts as { id?: number; value?: unknown }[]) : []) {
      if (t && typeof t.value === 'string' && !(typeof t.id === 'number' && state.styleTexts.has(t.id))) t.value = maskRecordingText(t.value);
    }
    for (const a of Array.isArray(e.data.attributes) ? (e.data.attributes as { attributes?: Record<string, unknown> }[]) : []) {
      if (a?.attributes && typeof a.attributes === 'object') maskAttributes(a.attributes);
    }
  }
  // rrweb masks typed values (maskAllInputs); a second time costs nothing.
  if (e.type === INCREMENTAL_SNAPSHOT && e.data.source === INPUT && typeof e.data.text === 'string') e.data.text = maskRecordingText(e.data.text);
  return event;
}
