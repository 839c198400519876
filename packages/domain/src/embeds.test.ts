import { describe, expect, it } from 'vitest';
import { embedSnippets, embedUrl, parseEmbedParams } from './embeds.ts';

describe('embed parameters', () => {
  it('reads the host filters and leaves out what does not fit', () => {
    const { params, invalid } = parseEmbedParams(new URLSearchParams('region=Passau&type=praktikum&radius=30&place=94032&q=Koch&business=a%20b&x=1'));
    expect(params).toEqual({ region: 'passau', type: 'praktikum', radius: 30, place: '94032', q: 'Koch' });
    expect(invalid).toEqual(['business']);
    expect(parseEmbedParams(new URLSearchParams('radius=9999&type=chef&q=%00x')).invalid).toEqual(['type', 'radius', 'q']);
  });

  it('builds the URL and both snippets from the same filters', () => {
    expect(embedUrl('https://o.example', 'jobs', { business: 'baeckerei-huber', type: 'ausbildung' })).toBe(
      'https://o.example/embed/jobs?business=baeckerei-huber&type=ausbildung',
    );
    const s = embedSnippets('https://o.example', 'businesses', { region: 'passau' }, 'Betriebe "Passau"');
    expect(s.script).toBe(
      '<script src="https://o.example/embed.js" data-oabat-embed="businesses" data-region="passau" data-title="Betriebe &quot;Passau&quot;" async></script>',
    );
    expect(s.iframe).toContain('src="https://o.example/embed/businesses?region=passau"');
  });
});
