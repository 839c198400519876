import { describe, expect, it } from 'vitest';
import { bareAddress, chatBodyOf, replyTokensIn, stripQuoted } from './mail2chat.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat.ts';

const T = 'a'.repeat(32);

describe('mail2chat replies', () => {
  it('cuts off the quoted mail of German, English and Outlook clients and the signature', () => {
    expect(stripQuoted('Danke!\n\nAm 25.11.2026 um 10:00 schrieb Oabat <noreply@oabat.example>:\n> Hallo')).toBe('Danke!');
    expect(stripQuoted('Thanks\r\nOn Tue, Nov 25, 2026 at 10:00 AM Oabat <x@y.z> wrote:\r\n> hi')).toBe('Thanks');
    expect(stripQuoted('Ja.\n\n-----Ursprüngliche Nachricht-----\nVon: Oabat\nGesendet: heute')).toBe('Ja.');
    expect(stripQuoted('Ja.\n________________________________\nVon: Oabat <noreply@oabat.example>')).toBe('Ja.');
    expect(stripQuoted('Gruß\n-- \nFranz Huber, Bäckerei')).toBe('Gruß');
    expect(stripQuoted('Zeile 1\nZeile 2')).toBe('Zeile 1\nZeile 2');
    expect(stripQuoted('> nur Zitat')).toBe('');
  });

  it('finds reply tokens in any recipient list and the sender’s bare address', () => {
    expect(replyTokensIn(`Oabat <REPLY+${T.toUpperCase()}@antwort.example>, other@x.de`)).toEqual([T]);
    expect(replyTokensIn('reply+kurz@antwort.example')).toEqual([]);
    expect(bareAddress('Franz Huber <Franz@Huber.DE>')).toBe('franz@huber.de');
    expect(bareAddress(' franz@huber.de ')).toBe('franz@huber.de');
    expect(bareAddress('kein Absender')).toBeNull();
  });

  it('drops control characters and cuts a long reply to the chat’s limit', () => {
    expect(chatBodyOf('a\u0007b\tc\nd')).toBe('ab\tc\nd');
    expect(chatBodyOf('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 10))).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
  });
});
