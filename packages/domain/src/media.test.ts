import { describe, expect, it } from 'vitest';
import { contentDisposition, imageUrl, safeFileName } from './media.ts';

describe('safeFileName', () => {
  it('drops folders, control and bidi characters and leading dots', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\Bewerbung.pdf')).toBe('Bewerbung.pdf');
    expect(safeFileName('..\u0000.bashrc')).toBe('bashrc');
    expect(safeFileName('rechnung\u202Efdp.exe')).toBe('rechnungfdp.exe');
    expect(safeFileName('a<b>:c|d?.pdf')).toBe('a_b__c_d_.pdf');
  });
  it('never returns an empty name and keeps the extension when shortening', () => {
    expect(safeFileName('', 'datei')).toBe('datei');
    expect(safeFileName('../', 'bild')).toBe('bild');
    const long = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(150);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name, with nothing that breaks the header', () => {
    expect(contentDisposition('Zeugnis Übersicht.pdf')).toBe(`attachment; filename="Zeugnis Ubersicht.pdf"; filename*=UTF-8''Zeugnis%20%C3%9Cbersicht.pdf`);
    expect(contentDisposition('a";b.pdf\r\nX-Evil: 1')).not.toMatch(/[\r\n]/);
  });
});

describe('imageUrl', () => {
  const urls = { '1.webp': '/1w', '1.jpg': '/1j', '3.webp': '/3w', '3.jpg': '/3j', 'p.webp': '/pw', 'p.jpg': '/pj' };
  it('takes size 3 webp by default, the asked format, or the next smaller size', () => {
    expect(imageUrl(urls)).toBe('/3w');
    expect(imageUrl(urls, 3, 'jpg')).toBe('/3j');
    expect(imageUrl(urls, 2)).toBe('/1w');
    expect(imageUrl(urls, 'p', 'jpg')).toBe('/pj');
    expect(imageUrl(null)).toBeNull();
  });
});
