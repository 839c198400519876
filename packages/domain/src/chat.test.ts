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

describe('action links', () => {
  it('a publishing request leads the admin to its review page; an interest to the applications; others nowhere', async () => {
    const { actionLink } = await import('./chat.ts');
    expect(actionLink({ action: 'jobPublishmentRequest', params: { job_id: 7, job_name: 'Bäcker', review_id: 3, business_slug: 'baeckerei-huber' } })).toEqual({
      to: '/betriebe/baeckerei-huber/jobs/7/review?review=3',
      label: 'Zur Prüfung',
    });
    expect(actionLink({ action: 'jobInterest', params: { job_id: 7, business_slug: 'baeckerei-huber' } })?.to).toBe(
      '/betriebe/baeckerei-huber/jobs/uebersicht',
    );
    expect(actionLink({ action: 'jobReviewed', params: { job_id: 7, job_slug: 'baecker-7', business_slug: 'baeckerei-huber' } })?.to).toBe(
      '/betriebe/baeckerei-huber/jobs/baecker-7',
    );
    expect(actionLink({ action: 'eventCreated', params: { title: 'Messe' } })).toBeNull();
    // A slug from the message body can never make a link elsewhere.
    expect(actionLink({ action: 'jobInterest', params: { business_slug: '//evil.example' } })).toBeNull();
    // The pupil who sent the application is led to the job, not to the business's list (issue #36).
    expect(actionLink({ action: 'jobInterest', params: { job_id: 7, business_slug: 'baeckerei-huber' } }, { mine: true })).toEqual({
      to: '/betriebe/baeckerei-huber/jobs/7',
      label: 'Stelle ansehen',
    });
  });
});
