// Issue #35, finding 8: the real rrweb with the recorder's own options records a page full of known words (text,
// attributes, head, an image, a typed input, a later change) and nothing of them leaves the browser; the layout does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { startRecording, stopRecording } = await import('./recorder.ts');
const { setToken } = await import('../../../lib/api.ts');

// 'zweites': a post card's id is its slug (issue #35: it reached a stored recording through the kept id).
const WORDS = ['Ausbildung zum Bäcker', 'Bäckerei Huber', 'Lena Muster', 'Geheimtext4711', 'Frühschicht', 'Teigwaren', 'Brezel', 'zweites', 'Lehrjahr'];
let bodies: string[] = [];

beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL, init?: RequestInit) => {
      if (typeof init?.body === 'string') bodies.push(init.body);
      return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
    }),
  );
  setToken('token-der-sitzung');
  window.history.replaceState(null, '', '/betriebe/baeckerei-huber/jobs/ausbildung');
  document.head.innerHTML = `<title>Ausbildung zum Bäcker</title><meta property="og:title" content="Bäckerei Huber">
    <script type="application/ld+json">{"title":"Teigwaren"}</script>`;
  document.body.innerHTML = `<main>
    <h1 title="Ausbildung zum Bäcker">Ausbildung zum Bäcker</h1>
    <p>Bei der <strong>Bäckerei Huber</strong> beginnt die Frühschicht.</p>
    <a href="/betriebe/baeckerei-huber?name=Lena Muster" aria-label="Lena Muster">Kontakt</a>
    <img src="/bilder/brezel.jpg" alt="Brezel" width="40" height="40">
    <label for="motto">Motto</label><input id="motto" placeholder="Teigwaren" value="">
    <select><option>Frühschicht</option></select>
    <article id="mein-zweites-lehrjahr-7" style="background-image: url(/medien/lehrjahr.jpg)"><h2>Mein zweites Lehrjahr</h2></article>
  </main>`;
});
afterEach(() => {
  stopRecording();
  vi.unstubAllGlobals();
  setToken(null);
  document.body.innerHTML = '';
});

describe('session recorder with the real rrweb', () => {
  it('sends the layout of the page and none of its words', async () => {
    startRecording();
    const input = document.querySelector('input')!;
    input.value = 'Geheimtext4711';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const p = document.createElement('p');
    p.setAttribute('data-name', 'Lena Muster');
    p.textContent = 'Brezel am Morgen';
    p.id = 'brezel-am-morgen';
    document.querySelector('main')!.append(p);
    // A text changed in place (React updates a text node's data).
    document.querySelector('h2')!.firstChild!.nodeValue = 'Teigwaren im zweiten Lehrjahr';
    document.querySelector('h1')!.setAttribute('aria-description', 'Teigwaren');
    await new Promise((r) => setTimeout(r, 50));
    stopRecording();
    await new Promise((r) => setTimeout(r, 10));

    const sent = bodies.join('\n');
    expect(sent).toContain('"tagName":"h1"');
    expect(sent).toContain('"type":2'); // the full snapshot went
    expect(sent).toContain('*'.repeat('Geheimtext4711'.length)); // the typed input, masked
    for (const word of WORDS) {
      expect(sent, word).not.toContain(word);
      expect(sent.toLowerCase(), word).not.toContain(word.toLowerCase().split(' ').at(-1)!);
    }
    expect(sent).not.toContain('brezel.jpg');
    expect(sent).not.toContain('lehrjahr.jpg');
    expect(sent).toContain('"tagName":"article"');
  });

  it('records nothing on a page that is never recorded', async () => {
    window.history.replaceState(null, '', '/chat');
    startRecording();
    await new Promise((r) => setTimeout(r, 50));
    stopRecording();
    expect(bodies).toEqual([]);
  });
});
