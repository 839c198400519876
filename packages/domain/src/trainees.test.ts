import { describe, expect, it } from 'vitest';
import { formatBirthdate, traineeCompleteness, ZInterestInput } from './trainees.ts';

const full = {
  gender: 'Frau',
  firstname: 'Lena',
  lastname: 'Maier',
  primary_address: { postal_code: '94032' },
  school_base: { id: 1 },
  highest_graduation: 'mittel',
  profile_picture: { id: 2 },
  interest: { id: 3 },
  crafts: ['it'],
  birthdate: '2010-03-14',
  phone_number: '+49170',
};

describe('trainee completeness', () => {
  it('is 100 % when every counted field is filled', () => {
    expect(traineeCompleteness(full)).toEqual({ percent: 100, missing: [] });
  });
  it('leaves birthdate and phone out of the figure but lists them', () => {
    const r = traineeCompleteness({ ...full, birthdate: null, phone_number: '' });
    expect(r.percent).toBe(100);
    expect(r.missing).toEqual([
      { key: 'birthdate', label: 'Geburtsdatum', counts: false },
      { key: 'phone_number', label: 'Handynummer', counts: false },
    ]);
  });
  it('rounds the percentage of filled fields', () => {
    expect(traineeCompleteness({ ...full, profile_picture: null }).percent).toBe(89);
    expect(traineeCompleteness({ ...full, profile_picture: null, crafts: [], gender: ' ' }).percent).toBe(67);
    expect(traineeCompleteness({}).percent).toBe(0);
  });
});

describe('birthdate', () => {
  it('is shown in German medium date format', () => {
    expect(formatBirthdate('2010-03-14')).toBe('14.03.2010');
    expect(formatBirthdate(null)).toBe('');
  });
});

describe('interest input', () => {
  it('defaults to apprenticeship and 30 km', () => {
    expect(ZInterestInput.parse({ latitude: 48.5, longitude: 13.4 })).toMatchObject({ job_type: 1, radius: 30, crafts: [] });
  });
});
