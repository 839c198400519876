import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, pageTitle, stripHtml } from './validation.ts';

describe('safe redirect path after login', () => {
  it.each(['/', '/betriebe/baeckerei-huber', '/i/profile?tab=1', '/chat?conversation_id=3#m5', '/a/b-c_d~e%20f@g'])('accepts %s', (p) => {
    expect(isSafeRedirectPath(p)).toBe(true);
  });
  it.each(['', 'https://evil.example', '//evil.example', '/\\evil', 'javascript:alert(1)', 'betriebe', '/a b', '/<script>'])('rejects %s', (p) => {
    expect(isSafeRedirectPath(p)).toBe(false);
  });
  it('rejects non-strings', () => expect(isSafeRedirectPath(42)).toBe(false));
});

describe('page title', () => {
  it('adds the product suffix', () => expect(pageTitle('Ausbildung in Passau')).toBe('Ausbildung in Passau | Oabat'));
  it('leaves a title over 55 characters alone', () => {
    const long = 'x'.repeat(56);
    expect(pageTitle(long)).toBe(long);
  });
  it('keeps a title of exactly 55 characters suffixed', () => expect(pageTitle('y'.repeat(55))).toBe(`${'y'.repeat(55)} | Oabat`));
});

describe('stripHtml', () => {
  it('removes tags and keeps text, e-mails and dates', () => {
    expect(stripHtml('<p>Hallo <b>Welt</b></p> info@x.de 01.08.2026')).toBe('Hallo Welt info@x.de 01.08.2026');
  });
});
