import { describe, expect, it } from 'vitest';
import { ZJobFairInput, ZJobFairUpdate, ZJobFairQuery } from './fairs.ts';

const ok = {
  name: 'Digitale Ausbildungsmesse Passau',
  channel: 'passau',
  start_at: '2027-03-01T09:00:00+01:00',
  end_at: '2027-03-01T16:00:00+01:00',
  postal_code: '94032',
};
const fields = (v: unknown) => {
  const r = ZJobFairInput.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('job fair input', () => {
  it('takes a fair with the required fields; empty optional texts become null, the description defaults to empty', () => {
    const r = ZJobFairInput.parse({ ...ok, title: ' ', street: '' });
    expect(r).toMatchObject({ title: null, street: null, description: '' });
  });

  it('refuses an end not after the start, a fair longer than 14 days, a bad postal code, control characters', () => {
    expect(fields({ ...ok, end_at: ok.start_at })).toEqual(['end_at: Das Ende muss nach dem Beginn liegen.']);
    expect(fields({ ...ok, end_at: '2027-03-20T16:00:00+01:00' })).toEqual(['end_at: Eine Messe dauert höchstens 14 Tage.']);
    expect(fields({ ...ok, postal_code: '9403' })).toEqual(['postal_code: Bitte gib eine fünfstellige Postleitzahl ein.']);
    expect(fields({ ...ok, name: 'Messe\u0007Passau' })).toEqual(['name: Der Name darf keine Steuerzeichen enthalten.']);
    expect(fields({ ...ok, description: 'Zeile 1\nZeile 2\tmit Tab' })).toEqual([]);
    expect(fields({ ...ok, description: 'Zeile\u0000' })).toEqual(['description: Die Beschreibung darf keine Steuerzeichen enthalten.']);
    expect(fields({ ...ok, logo_image_id: 2 ** 31 })).toHaveLength(1);
  });

  it('an update may leave everything out; the query bounds its limit', () => {
    expect(ZJobFairUpdate.parse({})).toEqual({});
    expect(ZJobFairQuery.safeParse({ limit: '1000' }).success).toBe(false);
    expect(ZJobFairQuery.parse({})).toEqual({ past: '0', limit: 50 });
  });
});
