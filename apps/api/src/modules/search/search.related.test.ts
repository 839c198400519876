// Which occupations a search without results offers instead: those of the meant occupations' KldB groups.
import { describe, expect, it } from 'vitest';
import { relatedByGroup } from './search.related.ts';

const occ = (id: number, name: string, short_name: string, kldb_code: string) => ({ id, name, short_name, slug: `o${id}`, kldb_code });
const OCCUPATIONS = [
  occ(1, 'Bäcker/in', 'Bäcker/in', '29212'),
  occ(2, 'Konditor/in', 'Konditor/in', '29232'),
  occ(3, 'Fachverkäufer/in im Lebensmittelhandwerk - Bäckerei', 'Fachverkäufer/in - Bäckerei', '62312'),
  occ(4, 'Koch/Köchin', 'Koch/Köchin', '29302'),
  occ(5, 'Ohne Code', 'Ohne Code', ''),
];
const ids = (xs: { id: number }[]) => xs.map((o) => o.id).sort();

describe('relatedByGroup', () => {
  it('gives every occupation of the meant ones’ groups', () => {
    expect(ids(relatedByGroup(OCCUPATIONS, new Set(['Bäcker/in'])))).toEqual([1, 2]);
  });

  it('finds the meant occupation by full name, short name or label', () => {
    expect(ids(relatedByGroup(OCCUPATIONS, new Set(['Fachverkäufer/in im Lebensmittelhandwerk - Bäckerei'])))).toEqual([3]);
    expect(ids(relatedByGroup(OCCUPATIONS, new Set(['Fachverkäufer/in - Bäckerei'])))).toEqual([3]);
    expect(ids(relatedByGroup(OCCUPATIONS, new Set(['Fachverkäufer/in'])))).toEqual([3]);
  });

  it('gives nothing for unknown names and never an occupation without a code', () => {
    expect(relatedByGroup(OCCUPATIONS, new Set(['Astronaut/in']))).toEqual([]);
    expect(relatedByGroup(OCCUPATIONS, new Set(['Ohne Code']))).toEqual([]);
  });
});
