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
type Held = { click: HTMLElement } | { field: Field; value: string };
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
  held.push({ click: el });
}
function keepValue(field: Field) {
  const last = held.at(-1);
  if (last && 'field' in last && last.field === field) last.value = field.value;
  else held.push({ field, value: field.value });
}
function holdField(e: Event) {
  const t = e.target;
  // A toggle's click is held instead; a run of keystrokes in one field is one step.
  if (replaying || !(t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) || isToggle(t)) return;
  // While earlier steps are replayed the app is already listening: it gets this change in its turn, not before.
  e.stopPropagation();
  keepValue(t);
}
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
  document.addEventListener('click', holdClick, true);
  document.addEventListener('input', holdField, true);
  document.addEventListener('change', holdField, true);
}
function stopHolding() {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('input', holdField, true);
  document.removeEventListener('change', holdField, true);
}
/** The app could not load (offline): clicks and fields behave as plain HTML again; what was held is dropped. */
export function releaseEarlyInput() {
  stopHolding();
  held.splice(0);
}
function replay(step: Held) {
  if ('click' in step) {
    if (step.click.isConnected) step.click.click();
    return;
  }
  const { field, value } = step;
  if (!field.isConnected) return;
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
    await nextTask();
    replaying = true;
    try {
      replay(step);
    } finally {
      replaying = false;
    }
    await nextTask();
    await settled();
    await nextFrame();
  }
  stopHolding();
}
