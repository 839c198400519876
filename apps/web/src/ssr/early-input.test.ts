// Input made while the app has not taken the page over yet (early-input.ts): held clicks and typing are replayed once,
// nothing is lost or doubled, and a first visit's page view counts once (views.ts). When the app starts: wake.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSR_STATE_ID } from '@oabat/domain/constants';
import { holdEarlyInput, releaseEarlyInput, replayEarlyInput } from './early-input.ts';
import { pageViewsOf, sendViews, viewWasSent } from './views.ts';

function serverPage(attrs: string, state = '{}') {
  document.body.innerHTML = `<div id="root"><button type="button">Merken</button><a href="/impressum">Impressum</a><div class="card"><span>Karte</span></div></div><script type="application/json" id="${SSR_STATE_ID}" ${attrs}>${state}</script>`;
}

/** A pay filter with a sort, as the search page has, while the app has not loaded yet. */
function heldFilterForm() {
  document.body.innerHTML =
    '<form><input name="pay"><select name="sort"><option value="">Standard</option><option value="pay">Vergütung</option></select><button type="button">Filtern</button></form>';
  holdEarlyInput();
  return { pay: document.querySelector('input')!, sort: document.querySelector('select')!, button: document.querySelector('button')! };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('held clicks', () => {
  it('holds a click on a button or a card until the app owns the page, and leaves links alone', async () => {
    serverPage('data-hydrate="interaction"');
    const seen: string[] = [];
    holdEarlyInput();
    const button = document.querySelector('button')!;
    const span = document.querySelector('.card span') as HTMLElement;
    const link = document.querySelector('a')!;
    // Whether the hold left the link's click alone (then stopped here: jsdom cannot navigate).
    let linkPrevented: boolean | null = null;
    const onLink = (e: Event) => {
      linkPrevented = e.defaultPrevented;
      e.preventDefault();
    };
    link.addEventListener('click', onLink);
    button.click();
    span.click();
    link.click();
    expect(linkPrevented).toBe(false);
    // The app arrives: its handlers are in place, then the held clicks are replayed in order.
    button.addEventListener('click', () => seen.push('Merken'));
    document.querySelector('.card')!.addEventListener('click', () => seen.push('Karte'));
    await replayEarlyInput();
    expect(seen).toEqual(['Merken', 'Karte']);
  });

  it('does not undo a toggle the app shows pressed although the server did not (a guest’s like kept in the browser)', async () => {
    document.body.innerHTML = '<button type="button" aria-pressed="false">Gefällt mir</button><button type="button" aria-pressed="false">Merken</button>';
    holdEarlyInput();
    const [like, keep] = [...document.querySelectorAll('button')];
    like!.click();
    keep!.click();
    keep!.click();
    // The app runs: it shows both pressed (stored in this browser), and a click toggles.
    const clicks: string[] = [];
    for (const b of [like!, keep!]) {
      b.setAttribute('aria-pressed', 'true');
      b.addEventListener('click', () => {
        clicks.push(b.textContent!);
        b.setAttribute('aria-pressed', String(b.getAttribute('aria-pressed') !== 'true'));
      });
    }
    await replayEarlyInput();
    // "Gefällt mir" was tapped once on "not pressed": it stays pressed. "Merken" twice: pressed, then off again.
    expect(like!.getAttribute('aria-pressed')).toBe('true');
    expect(clicks).toEqual(['Merken']);
    expect(keep!.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a held tap as busy at once and takes the mark off when the app answers it', async () => {
    serverPage('data-hydrate="interaction"');
    holdEarlyInput();
    const button = document.querySelector('button')!;
    button.click();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    const busyWhenAnswered: (string | null)[] = [];
    button.addEventListener('click', () => busyWhenAnswered.push(button.getAttribute('aria-busy')));
    await replayEarlyInput();
    // The first replayed tap leaves the mark while the second still waits; after the last none is left.
    expect(busyWhenAnswered).toEqual(['true', null]);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('replays typing and clicks in the order they happened, each field with its last value', async () => {
    const { pay, sort, button } = heldFilterForm();
    for (const v of ['1', '10', '1000']) {
      pay.value = v;
      pay.dispatchEvent(new Event('input', { bubbles: true }));
    }
    button.click();
    sort.value = 'pay';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // Hydration puts the app's own (empty) values back; the replay tells the app what was done, in order.
    pay.value = '';
    sort.value = '';
    const seen: string[] = [];
    pay.addEventListener('input', () => seen.push(`pay=${pay.value}`));
    sort.addEventListener('change', () => seen.push(`sort=${sort.value}`));
    button.addEventListener('click', () => seen.push('Filtern'));
    await replayEarlyInput();
    expect(seen).toEqual(['pay=1000', 'Filtern', 'sort=pay']);
  });
});

describe('input during the replay', () => {
  it('waits behind the held steps, so a sort chosen after a filter comes after it', async () => {
    const { pay, sort, button } = heldFilterForm();
    pay.value = '1000';
    pay.dispatchEvent(new Event('input', { bubbles: true }));
    button.click();
    const seen: string[] = [];
    pay.addEventListener('input', () => seen.push(`pay=${pay.value}`));
    sort.addEventListener('change', () => seen.push(`sort=${sort.value}`));
    button.addEventListener('click', () => seen.push('Filtern'));
    const done = replayEarlyInput();
    // The visitor picks the sort while the app is still replaying the filter.
    sort.value = 'pay';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    await done;
    expect(seen).toEqual(['pay=1000', 'Filtern', 'sort=pay']);
    // Afterwards the app gets input directly.
    button.click();
    expect(seen.at(-1)).toBe('Filtern');
  });
});

describe('a field emptied by the app while it starts', () => {
  it('keeps what was typed before and after, and shows it again', async () => {
    const { pay } = heldFilterForm();
    // A keystroke at the end of the field, as the browser does it.
    const type = (key: string) => {
      pay.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, data: key }));
      pay.value += key;
      pay.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('3');
    // React renders the controlled field again with its own empty value before the replay...
    pay.value = '';
    // ...and the visitor types on.
    type('6');
    type('7');
    expect(pay.value).toBe('367');
    const seen: string[] = [];
    pay.addEventListener('input', () => seen.push(pay.value));
    await replayEarlyInput();
    expect(seen).toEqual(['367']);
  });

  it('keeps a value whose replay has begun when the visitor types on the emptied field in that moment', async () => {
    const { pay, button } = heldFilterForm();
    const type = (key: string) => {
      pay.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, data: key }));
      pay.value += key;
      pay.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('1');
    type('5');
    button.click();
    const seen: string[] = [];
    pay.addEventListener('input', () => seen.push(pay.value));
    // The replay takes "15" and waits a task before applying it; meanwhile React empties the field and a key comes.
    const replayed = replayEarlyInput();
    pay.value = '';
    type('5');
    await replayed;
    // "15" first (before the click, as typed), then what was typed on: nothing of "15" is lost.
    expect(seen).toEqual(['15', '155']);
    expect(pay.value).toBe('155');
  });
});

describe('a text field blurred after the app emptied it', () => {
  it('keeps what was typed: the change event on blur carries the emptied value, not the visitor’s', async () => {
    const { pay } = heldFilterForm();
    pay.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, data: '9' }));
    pay.value = '94';
    pay.dispatchEvent(new Event('input', { bubbles: true }));
    // React renders the controlled field with its own empty value; then a tap elsewhere blurs it.
    pay.value = '';
    pay.dispatchEvent(new Event('change', { bubbles: true }));
    const seen: string[] = [];
    pay.addEventListener('input', () => seen.push(pay.value));
    await replayEarlyInput();
    expect(seen).toEqual(['94']);
  });
});

describe('keys and pointer in a held field', () => {
  it('reach the app only once its typing is no longer held, so a caret it notes matches the input it reads', async () => {
    const { pay, button } = heldFilterForm();
    // The app listens below the document, as React does at its root.
    const seen: string[] = [];
    const form = document.querySelector('form')!;
    for (const type of ['keydown', 'keyup', 'mouseup'] as const) form.addEventListener(type, (e) => seen.push(`${type}:${(e.target as Element).tagName}`));
    pay.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: '3' }));
    pay.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    // A button's keys are not typing: they pass.
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    expect(seen).toEqual(['keydown:BUTTON']);
    await replayEarlyInput();
    pay.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, key: '3' }));
    expect(seen).toEqual(['keydown:BUTTON', 'keyup:INPUT']);
  });
});

describe('a held click on an element React replaced', () => {
  it('goes to the element of the same kind and name that took its place', async () => {
    document.body.innerHTML = '<header><button type="button" aria-label="Menü öffnen"></button></header>';
    holdEarlyInput();
    document.querySelector('button')!.click();
    // React renders the header anew while it takes the page over.
    document.body.innerHTML = '<header><button type="button" aria-label="Menü öffnen"></button></header>';
    const seen: string[] = [];
    document.querySelector('button')!.addEventListener('click', () => seen.push('Menü'));
    await replayEarlyInput();
    expect(seen).toEqual(['Menü']);
  });
});

describe('released input', () => {
  it('lets clicks through again when the app cannot load, and replays nothing later', async () => {
    serverPage('data-hydrate="interaction"');
    holdEarlyInput();
    const button = document.querySelector('button')!;
    button.click();
    releaseEarlyInput();
    const seen: string[] = [];
    button.addEventListener('click', (e) => seen.push(e.defaultPrevented ? 'gehalten' : 'durch'));
    button.click();
    await replayEarlyInput();
    expect(seen).toEqual(['durch']);
  });
});

describe('page views', () => {
  it('sends the visits the server noted once, as a guest, and the app then knows they were sent', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    serverPage('data-hydrate="interaction"', JSON.stringify({ views: [{ business_id: 7, type: 'job_view', payload: { job_id: 42 } }] }));
    const views = pageViewsOf();
    sendViews(views);
    sendViews(views);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/business/7/activities',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ type: 'job_view', payload: { job_id: 42 } }) }),
    );
    expect(viewWasSent(views[0]!)).toBe(true);
    expect(viewWasSent({ business_id: 7, type: 'job_view', payload: { job_id: 43 } })).toBe(false);
  });
  it('finds no views in a page without a server state or with a broken one', () => {
    expect(pageViewsOf()).toEqual([]);
    serverPage('', '{not json');
    expect(pageViewsOf()).toEqual([]);
  });
});
