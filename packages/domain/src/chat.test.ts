import { describe, expect, it } from 'vitest';
import { CHAT_ACTION_KINDS, actionPreview, messagePreview, parseAction } from './chat.ts';
import { parseRoom } from './realtime.ts';

describe('chat previews', () => {
  it('shows the deleted previews by message type', () => {
    expect(messagePreview({ type: 'regular', body: '', is_deleted: true })).toBe('Nachricht gelöscht');
    expect(messagePreview({ type: 'image', body: '', is_deleted: true })).toBe('Foto gelöscht');
    expect(messagePreview({ type: 'file', body: '', is_deleted: true })).toBe('Dokument gelöscht');
  });
  it('has a German line for every action kind', () => {
    for (const action of CHAT_ACTION_KINDS) {
      const line = actionPreview({ action, params: { job_name: 'Bäcker/in', title: 'Tag der offenen Tür' } });
      expect(line.length).toBeGreaterThan(5);
    }
    expect(actionPreview({ action: 'jobReviewed', params: { status: 'rejected', job_name: 'Koch' } })).toBe('Veröffentlichung abgelehnt: Koch');
  });
  it('reads action bodies and refuses unknown ones', () => {
    const body = JSON.stringify({ action: 'jobInterest', params: { job_name: 'Bäcker/in' } });
    expect(messagePreview({ type: 'action', body, is_deleted: false })).toBe('Interesse an: Bäcker/in');
    expect(parseAction('{"action":"nope","params":{}}')).toBeNull();
    expect(parseAction('kein json')).toBeNull();
  });
});

describe('rooms', () => {
  it('parses the four room kinds and nothing else', () => {
    expect(parseRoom('conversation:12')).toEqual({ kind: 'conversation', id: 12 });
    expect(parseRoom('livestream:3')).toEqual({ kind: 'livestream', id: 3 });
    for (const bad of ['user:0', 'admin:1', 'user:1:2', 'user:abc', 12, null, 'user:99999999999']) expect(parseRoom(bad)).toBeNull();
  });
});
