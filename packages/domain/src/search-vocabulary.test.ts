import { describe, expect, it } from 'vitest';
import { expandWord } from './search.ts';
import {
  type Concept,
  editDistance,
  keyForms,
  nearestWord,
  occupationTerms,
  plainName,
  understand,
  understoodTsQuery,
  vocabKey,
  type Vocabulary,
} from './search-vocabulary.ts';

const occ = (label: string, terms: string[]): Concept => ({ kind: 'occupation', label, terms, occupations: [label] });
const vocab = (): Vocabulary => ({
  concepts: new Map([
    ['mechatroniker', [occ('Mechatroniker/in', ['mechatroniker'])]],
    ['klempner', [{ kind: 'alias', label: 'Klempner', terms: ['anlagenmechaniker'], occupations: ['Anlagenmechaniker/in'] }]],
    ['computer', [{ kind: 'interest', label: 'Computer', terms: ['fachinformatiker'], occupations: ['Fachinformatiker/in'] }]],
    ['menschenhelfen', [{ kind: 'interest', label: 'Menschen helfen', terms: ['pflegefachmann'], occupations: ['Pflegefachmann/-frau'] }]],
    ['friseur', [occ('Friseur/in', ['friseur'])]],
  ]),
  words: new Map([
    ['mechatroniker', 'Mechatroniker'],
    ['elektroniker', 'Elektroniker'],
    ['friseur', 'Friseur'],
  ]),
});

describe('edit distance', () => {
  it('counts insert, delete, replace and a swap of neighbours as one edit each', () => {
    expect(editDistance('mechatronicker', 'mechatroniker', 2)).toBe(1);
    expect(editDistance('elecktroniker', 'elektroniker', 2)).toBe(1);
    expect(editDistance('elektornik', 'elektronik', 2)).toBe(1);
    expect(editDistance('bäcker', 'becker', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
  it('corrects from 5 letters with one edit, from 9 with two, never below 5', () => {
    const v = vocab();
    expect(nearestWord(v, 'mechatronikr')?.key).toBe('mechatroniker');
    expect(nearestWord(v, 'mekatroniker')?.key).toBe('mechatroniker'); // two edits, 12 letters
    expect(nearestWord(v, 'frisr')).toBeNull(); // 5 letters, two edits
    expect(nearestWord(v, 'fris')).toBeNull();
  });
});

describe('forms and names', () => {
  it('folds gender, number and spelling forms onto one key', () => {
    expect(keyForms(vocabKey('Friseurin'))).toContain('friseur');
    expect(keyForms(vocabKey('Friseuse'))).toContain('friseur');
    expect(keyForms(vocabKey('Frisör'))).toContain('friseur');
    expect(keyForms(vocabKey('Kauffrau'))).toContain('kaufmann');
    expect(keyForms(vocabKey('Erzieherinnen'))).toContain('erzieher');
    expect(vocabKey('Bäcker')).toBe(vocabKey('Baecker'));
    expect(vocabKey('Kfz-Mechaniker (m/w/d)')).toBe('kfzmechanikermwd');
    expect(vocabKey(plainName('Kfz-Mechaniker (m/w/d)'))).toBe('kfzmechaniker');
  });
  it('takes the word that finds an occupation from its name', () => {
    expect(occupationTerms('Kaufmann/Kauffrau im Einzelhandel')).toEqual(['einzelhandel']);
    expect(occupationTerms('Fachkraft für Lagerlogistik')).toEqual(['lagerlogistik']);
    expect(occupationTerms('Zahnmedizinischer Fachangestellter/Zahnmedizinische Fachangestellte')).toEqual(['zahnmedizinischer']);
    expect(occupationTerms('Mathematisch-technischer Softwareentwickler/Mathematisch-technische Softwareentwicklerin')).toEqual(['softwareentwickler']);
    expect(occupationTerms('Anlagenmechaniker/in für Sanitär-, Heizungs- und Klimatechnik')).toEqual(['anlagenmechaniker']);
  });
});

describe('understand', () => {
  it('corrects an unknown word only when it is not in any job text', () => {
    const v = vocab();
    expect(understand(v, 'Mechatronicker', () => false).corrections).toEqual([{ from: 'mechatronicker', to: 'mechatroniker' }]);
    expect(understand(v, 'Mechatronicker', () => true).corrections).toEqual([]);
  });
  it('reads multi-word concepts and drops filler words', () => {
    const u = understand(vocab(), 'was mit Menschen helfen', () => false);
    expect(u.slots).toHaveLength(1);
    expect(u.interests[0].label).toBe('Menschen helfen');
  });
  it('builds one AND member per slot: the word as a prefix with its forms, the concept as whole words', () => {
    const v = vocab();
    const q = understoodTsQuery(
      understand(v, 'Klempner Passau', () => true),
      expandWord,
    )!;
    expect(q.split(' & ')).toHaveLength(2);
    expect(q).toMatch(/^\(klempner:\* \|.* anlagenmechaniker\) & \(passau:\*\)$/);
    expect(
      understoodTsQuery(
        understand(v, 'Computer', () => true),
        expandWord,
      ),
    ).toMatch(/^\(computer \|.* fachinformatiker\)$/);
    expect(
      understoodTsQuery(
        understand(v, 'Frisörin', () => true),
        expandWord,
      ),
    ).toContain('friseur');
  });
});
