import { describe, expect, it } from 'vitest';
import { businessCompleteness, ZContactPersonInput } from './businesses.ts';

const person = { firstname: 'Eva', lastname: 'Huber', gender: 'Frau', profile_picture_id: 7 };
const full = { name: 'Bäckerei Huber', about_us: 'Wir backen.', main_images: [1, 2, 3, 4, 5], public_contact_person: person };

describe('business completeness', () => {
  it('is complete with name, about us, more than 4 main images and a full contact person', () => {
    expect(businessCompleteness(full)).toEqual({ complete: true, percent: 100, missing: [] });
  });
  it('needs more than 4 main images: 4 are not enough', () => {
    const r = businessCompleteness({ ...full, main_images: [1, 2, 3, 4] });
    expect(r.complete).toBe(false);
    expect(r.missing.map((m) => m.key)).toEqual(['main_images']);
    expect(r.percent).toBe(86);
  });
  it('needs each part of the contact person, its picture included', () => {
    for (const key of ['firstname', 'lastname', 'gender', 'profile_picture_id'] as const) {
      const r = businessCompleteness({ ...full, public_contact_person: { ...person, [key]: key === 'profile_picture_id' ? null : '  ' } });
      expect(r.complete).toBe(false);
      expect(r.missing).toHaveLength(1);
    }
    expect(businessCompleteness({ ...full, public_contact_person: null }).missing).toHaveLength(4);
  });
  it('counts blank texts as missing', () => {
    const r = businessCompleteness({ name: ' ', about_us: '', main_images: [], public_contact_person: null });
    expect(r).toMatchObject({ complete: false, percent: 0 });
    expect(r.missing).toHaveLength(7);
  });
});

describe('contact person input', () => {
  it("defaults the gender to 'Frau'", () => {
    expect(ZContactPersonInput.parse({ firstname: 'Eva' }).gender).toBe('Frau');
  });
});
