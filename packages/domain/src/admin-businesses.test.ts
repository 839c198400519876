import { describe, expect, it } from 'vitest';
import { BUSINESS_PERMISSIONS } from './rights.ts';
import { BUSINESS_PERMISSION_LABELS, ZAdminBusinessQuery, adminBusinessCsvRow, csvCell } from './admin-businesses.ts';

describe('the business export', () => {
  it('quotes separators and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('Bäckerei Huber')).toBe('Bäckerei Huber');
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"');
    expect(csvCell('Der "Beste"')).toBe('"Der ""Beste"""');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const lead of ['+', '-', '@']) expect(csvCell(`${lead}1`)).toBe(`'${lead}1`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
  });

  it('writes one row with German yes/no and the permissions’ German names', () => {
    const row = adminBusinessCsvRow({
      id: 3,
      slug: 'b',
      name: 'B',
      city: 'Passau',
      postal_code: '94032',
      email: null,
      user_id: null,
      is_visible: false,
      permissions: ['statistics', 'unknown'],
      subscription_types: [{ id: 2, name: 'Premium' }],
      channels: [{ id: 1, slug: 'oabat', name: 'Oabat' }],
      jobs_published: 0,
      created_at: '2026-11-25T10:00:00.000Z',
    });
    expect(row).toBe('3;B;b;94032;Passau;;Nein;Oabat;Premium;Statistiken, unknown;0;2026-11-25');
  });

  it('names every permission in German', () => {
    for (const p of BUSINESS_PERMISSIONS) expect(BUSINESS_PERMISSION_LABELS[p]).toMatch(/\S/);
  });

  it('bounds the list query', () => {
    expect(ZAdminBusinessQuery.parse({})).toEqual({ search: '', channel: '', page: 1 });
    expect(ZAdminBusinessQuery.safeParse({ subscription_type: '99999999999' }).success).toBe(false);
    expect(ZAdminBusinessQuery.safeParse({ channel: 'a b' }).success).toBe(false);
  });
});
