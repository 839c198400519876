import { describe, expect, it } from 'vitest';
import { buildTsQuery, expandWord, searchWords, ZSearchQuery } from './search.ts';

describe('search words', () => {
  it('expands gender and number forms', () => {
    expect(expandWord('Kauffrau')).toEqual(expect.arrayContaining(['kauffrau', 'kaufmann', 'kaufleute']));
    expect(expandWord('Einzelhandelskaufmann')).toEqual(expect.arrayContaining(['einzelhandelskauffrau', 'einzelhandelskaufleute']));
    expect(expandWord('mechatronikerin')).toContain('mechatroniker');
    expect(expandWord('mechatroniker')).toContain('mechatronikerin');
    expect(expandWord('köchin')).toContain('koch');
  });
  it('expands synonyms', () => {
    expect(expandWord('schreiner')).toContain('tischler');
    expect(expandWord('kfz')).toContain('kraftfahrzeugmechatroniker');
  });
  it('builds a tsquery of letters and digits only, every word required', () => {
    expect(buildTsQuery('')).toBeNull();
    expect(buildTsQuery('a')).toBeNull();
    const q = buildTsQuery("Bäcker' | !Passau")!;
    expect(q).toBe('(bäcker:* | bäckerin) & (passau:*)');
    // Only the typed word is a prefix: its forms and synonyms are whole words.
    expect(buildTsQuery('Koch')).toBe('(koch:* | köchin | küche)');
    expect(searchWords('a b c d e f g h i j k l m n o p q r s t'.replace(/ /g, 'x '))).toHaveLength(8);
  });
  it('reads the query with defaults', () => {
    const q = ZSearchQuery.parse({});
    expect(q).toMatchObject({ category: 'ausbildung', radius: 50, page: 1, channel: 'oabat', filters: {} });
    expect(ZSearchQuery.parse({ category: 'Neuigkeiten' }).category).toBe('news');
  });
});
