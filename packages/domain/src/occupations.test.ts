import { describe, expect, it } from 'vitest';
import { baseOccupationName, categoryForKldb, padKldb, trainingGroup } from './occupations.ts';

describe('occupations', () => {
  it('maps KldB main groups onto categories, 23 to art before craft', () => {
    expect(categoryForKldb('43412').slug).toBe('it');
    expect(categoryForKldb('29222').slug).toBe('handwerk-technik');
    expect(categoryForKldb('23212').slug).toBe('kunst-gestaltung');
    expect(categoryForKldb('71402').craft).toBe('office');
    expect(categoryForKldb('54101').slug).toBe('sonstige');
  });
  it('keeps the apprenticeship groups, also in lists', () => {
    expect(trainingGroup('1110')).toBe('1110');
    expect(trainingGroup('2480,1220')).toBe('1220');
    expect(trainingGroup('3120')).toBeNull();
  });
  it('pads codes and cuts specialisations', () => {
    expect(padKldb('1104', 5)).toBe('01104');
    expect(padKldb('0', 1)).toBe('0');
    expect(baseOccupationName('Tierwirt/Tierwirtin Fachrichtung Imkerei')).toBe('Tierwirt/Tierwirtin');
    expect(baseOccupationName('Kraftfahrzeugmechatroniker/Kraftfahrzeugmechatronikerin Schwerpunkt Nutzfahrzeugtechnik')).toBe(
      'Kraftfahrzeugmechatroniker/Kraftfahrzeugmechatronikerin',
    );
  });
});
