// Between the server's HTML showing and React taking it over (on a first visit: until the app has loaded after
// the first interaction, see wake.ts), a button does nothing yet and typed text is unknown to React's state.
// Both are held and replayed once React owns the page, so no click or keystroke is lost; links work without
// JavaScript anyway.
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/**
 * What the visitor did, in order: a click, or a field's typed value (kept aside: hydrating a controlled field puts
 * React's empty value back into it). Replayed in the same order, so a filter typed before a sort is chosen
 * before the sort is.
 */
type Held = { click: HTMLElement; pressed?: boolean } | { field: Field; value: string };
const held: Held[] = [];
/** True while a held step is dispatched: its own events must reach the app, not be held again. */
let replaying = false;
const ACTIVATABLE = 'button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"], label, summary';
const isToggle = (f: Element) => f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio');
function holdClick(e: MouseEvent) {
  if (replaying) return;
  const target = e.target instanceof Element ? e.target : null;
  // Links navigate on their own; a click into a text field only places the caret.
  if (!target || target.closest('a[href]') || target.matches('input:not([type="submit"], [type="checkbox"], [type="radio"]), textarea, select')) return;
  // Anything else may carry a React handler (a card, a tab): replayed on the element itself, it bubbles to it.
  const el = target.closest(ACTIVATABLE) ?? target;
  if (!(el instanceof HTMLElement)) return;
  e.preventDefault();
  e.stopPropagation();
  // Its position among elements of the same kind and name, to find it again should React replace it.
  const key = likeness(el);
  heldIndex.set(
    el,
    Array.from(document.querySelectorAll(el.tagName))
      .filter((x) => likeness(x) === key)
      .indexOf(el),
  );
  held.push({ click: el, pressed: pressedSeen(el) });
  markPending(el, true);
}
/**
 * A held tap shows at once that it was taken (issue #34 item 3: the answer waits for the app, which needs the
 * network): the control is busy (`aria-busy`, styled in app/global.css) until its click is replayed. Set on the
 * server's element; React does not touch attributes it did not render, and the replay takes it off.
 */
/**
 * What a toggle button (aria-pressed) showed when it was tapped: the server's state, flipped by each earlier held tap
 * on it. The server cannot know what this browser keeps (a guest's like lives in localStorage), so the app may show
 * it pressed once it runs; a tap made on "not pressed" then means "press", not "undo" (replay below).
 */
function pressedSeen(el: HTMLElement): boolean | undefined {
  const attr = el.getAttribute('aria-pressed');
  if (attr === null) return undefined;
  const earlier = held.filter((h) => 'click' in h && h.click === el).length;
  return (attr === 'true') !== (earlier % 2 === 1);
}
function markPending(el: HTMLElement, on: boolean) {
  if (on) el.setAttribute('aria-busy', 'true');
  else if (el.getAttribute('aria-busy') === 'true' && !held.some((h) => 'click' in h && h.click === el)) el.removeAttribute('aria-busy');
}
/** A field's value just before the browser applied a keystroke (beforeinput), to tell the visitor's edit apart. */
const before = new WeakMap<Field, string>();
const isField = (t: EventTarget | null): t is Field => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;
function noteBefore(e: Event) {
  if (!replaying && isField(e.target)) before.set(e.target, e.target.value);
}
/**
 * The step being replayed: taken from `held`, applied after a task. A keystroke on a field React emptied meanwhile
 * must still build on its value (seen on a busy phone: "15" typed early, then "5" on the emptied field, gave "5").
 */
let inFlight: Held | null = null;
/** The newest value held for this field, if any (also the one about to be replayed). */
const heldValue = (field: Field) => {
  const found = held.findLast((h): h is { field: Field; value: string } => 'field' in h && h.field === field);
  if (found) return found.value;
  return inFlight && 'field' in inFlight && inFlight.field === field ? inFlight.value : undefined;
};
function keepValue(field: Field) {
  let value = field.value;
  const prior = before.get(field);
  before.delete(field);
  const kept = heldValue(field);
  // While the app starts, React may render a field again with its own (older) value before the held typing is
  // replayed: the field empties under the visitor's fingers. What they typed since is applied to what they had
  // typed before, and shown again, so no keystroke is lost.
  if (kept !== undefined && prior !== undefined && prior !== kept && value.startsWith(prior)) {
    value = kept + value.slice(prior.length);
    field.value = value;
  }
  const last = held.at(-1);
  if (last && 'field' in last && last.field === field) last.value = value;
  else held.push({ field, value });
}
function holdField(e: Event) {
  const t = e.target;
  // A toggle's click is held instead; a run of keystrokes in one field is one step.
  if (replaying || !(t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) || isToggle(t)) return;
  // While earlier steps are replayed the app is already listening: it gets this change in its turn, not before.
  e.stopPropagation();
  // A text field's change (on blur) tells nothing its input events did not, and may come after React emptied the
  // field while it took the page over: kept, its "" replaced what was typed (a map tap blurred the pay field: "9411"
  // became "", the Suche property test, seed 34057).
  if (e.type === 'change' && !(t instanceof HTMLSelectElement)) return;
  keepValue(t);
}
/**
 * The keys and the pointer's release in a field whose typing is held: the app must not see them either. A field
 * library notes the caret on keydown and mouseup to read the next input event against it (react-number-format, the
 * pay field); with that input held, the note goes stale, and the replayed value was read against it: "3589" replayed
 * after "35" came out as "35" (the Suche property test, seed 34007). Default actions (typing) still happen.
 */
function holdFieldAnnouncement(e: Event) {
  if (!replaying && isField(e.target) && !isToggle(e.target)) e.stopPropagation();
}
const ANNOUNCING = ['keydown', 'keyup', 'mouseup'] as const;
/** Fields typed into before this script ran: their value differs from the server's. They come first. */
export function holdTypedFields(root: HTMLElement) {
  const before: Held[] = [];
  for (const f of root.querySelectorAll<Field>('input, textarea, select')) {
    if (isToggle(f) || held.some((h) => 'field' in h && h.field === f)) continue;
    const changed = f instanceof HTMLSelectElement ? [...f.options].some((o) => o.selected !== o.defaultSelected) : f.value !== f.defaultValue;
    if (changed) before.push({ field: f, value: f.value });
  }
  held.unshift(...before);
}
export function holdEarlyInput() {
  document.addEventListener('beforeinput', noteBefore, true);
  document.addEventListener('click', holdClick, true);
  document.addEventListener('input', holdField, true);
  document.addEventListener('change', holdField, true);
  for (const type of ANNOUNCING) document.addEventListener(type, holdFieldAnnouncement, true);
}
function stopHolding() {
  document.removeEventListener('beforeinput', noteBefore, true);
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('input', holdField, true);
  document.removeEventListener('change', holdField, true);
  for (const type of ANNOUNCING) document.removeEventListener(type, holdFieldAnnouncement, true);
}
/** The app could not load (offline): clicks and fields behave as plain HTML again; what was held is dropped. */
export function releaseEarlyInput() {
  stopHolding();
  for (const h of held.splice(0)) if ('click' in h) markPending(h.click, false);
}
/** A held element's position among the elements of the same kind and name (kept aside: the DOM stays React's). */
const heldIndex = new WeakMap<HTMLElement, number>();
/** What a person would call the element: its tag, accessible name or text. */
const likeness = (el: Element) => `${el.tagName}|${el.getAttribute('aria-label') ?? ''}|${el.textContent?.trim() ?? ''}`;
/**
 * The element a held click was meant for. React may replace a part of the server's HTML while it takes the page
 * over (its own render of that part differed): the click then goes to the element that took its place, the one
 * of the same kind and name at the same position among its likes.
 */
function clickTarget(el: HTMLElement, root: ParentNode = document): HTMLElement | null {
  if (el.isConnected) return el;
  const key = likeness(el);
  const index = heldIndex.get(el) ?? -1;
  const same = Array.from(root.querySelectorAll<HTMLElement>(el.tagName)).filter((x) => likeness(x) === key);
  return same[index] ?? (same.length === 1 ? same[0]! : null);
}
function replay(step: Held) {
  if ('click' in step) {
    markPending(step.click, false);
    const target = clickTarget(step.click);
    // The app shows the toggle otherwise than the visitor saw it: what the tap asked for is already the case.
    if (target && step.pressed !== undefined && target.hasAttribute('aria-pressed') && (target.getAttribute('aria-pressed') === 'true') !== step.pressed)
      return;
    target?.click();
    return;
  }
  const { value } = step;
  // A field React replaced while taking the page over: its successor of the same name.
  const field =
    step.field.isConnected || !step.field.name
      ? step.field
      : (document.querySelector<Field>(`${step.field.tagName}[name="${CSS.escape(step.field.name)}"]`) ?? step.field);
  // Typed on in this field while earlier steps were replayed: the next step holds its whole newer value.
  const next = held[0];
  if (!field.isConnected || (next && 'field' in next && next.field === field)) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React notices a change only against the value it last saw: show it the empty one, then the typed one.
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () =>
  new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : setTimeout(resolve, 16)));

/**
 * Replays what was held, one step at a time: after each step the app may navigate (a filter writes the address)
 * and render, so the next step acts on the page as the visitor saw it. `settled` resolves once the app is idle
 * again (the router's navigation). What the visitor does meanwhile is queued behind; the hold ends when the queue
 * is empty.
 */
export async function replayEarlyInput(settled: () => Promise<void> = async () => {}): Promise<void> {
  for (let step = held.shift(); step; step = held.shift()) {
    inFlight = step;
    await nextTask();
    replaying = true;
    try {
      replay(step);
    } finally {
      replaying = false;
      inFlight = null;
    }
    await nextTask();
    await settled();
    await nextFrame();
  }
  stopHolding();
}
