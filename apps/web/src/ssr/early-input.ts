// Between the server's HTML showing and React taking it over, a button does nothing yet and typed
// text is unknown to React's state. Both are held and replayed once React owns the page, so no click
// or keystroke is lost; links work without JavaScript anyway.
const heldClicks: HTMLElement[] = [];
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Typed values, kept aside: hydrating a controlled field puts React's (empty) value back into it. */
const heldFields = new Map<Field, string>();
function holdClick(e: MouseEvent) {
  const button = (e.target as Element | null)?.closest?.('button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"]');
  if (!(button instanceof HTMLElement)) return;
  e.preventDefault();
  e.stopPropagation();
  heldClicks.push(button);
}
function holdField(e: Event) {
  const t = e.target;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) heldFields.set(t, t.value);
}
/** Fields typed into before this script ran: their value differs from the server's. */
export function holdTypedFields(root: HTMLElement) {
  for (const f of root.querySelectorAll<Field>('input, textarea, select')) {
    const changed = f instanceof HTMLSelectElement ? [...f.options].some((o) => o.selected !== o.defaultSelected) : f.value !== f.defaultValue;
    if (changed) heldFields.set(f, f.value);
  }
}
export function holdEarlyInput() {
  document.addEventListener('click', holdClick, true);
  document.addEventListener('input', holdField, true);
  document.addEventListener('change', holdField, true);
}
export function replayEarlyInput() {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('input', holdField, true);
  document.removeEventListener('change', holdField, true);
  for (const [field, typed] of [...heldFields].filter(([f]) => f.isConnected)) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = typed;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    // React notices a change only against the value it last saw: show it the empty one, then the typed one.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  heldFields.clear();
  setTimeout(
    () =>
      heldClicks.splice(0).forEach((el) => {
        if (el.isConnected) el.click();
      }),
    0,
  );
}
