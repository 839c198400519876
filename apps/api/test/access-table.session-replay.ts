// Access rows of the session replay (issue #17): a business user sends chunks of its own recordings only (a recording
// id of another account is refused, see session-replay.test.ts); only the admin reads them (issue #35: the dashboard
// account and support get 403 like everybody else).
import { randomUUID } from 'node:crypto';
import type { Rule } from './access-rules.ts';

export const SESSION_REPLAY_RULES: Record<string, Rule> = {
  // Everyone else is refused by the recording rule (403); the test app runs with SESSION_REPLAY on.
  'POST /api/oabalytics/recordings': {
    self: 'Jedes Betriebskonto schreibt nur in seine eigenen Aufzeichnungen (eine neue Kennung je Aufruf).',
    owner: 'business',
    call: () => ({ url: '/api/oabalytics/recordings', body: { recording_id: randomUUID(), seq: 0, events: [{ type: 4, timestamp: 1, data: {} }] } }),
  },
  'GET /api/admin/analytics/users/:id/recordings': {
    owner: 'admin',
    call: (f) => ({ url: `/api/admin/analytics/users/${f.userId.business}/recordings` }),
  },
  // A recording id nobody has: 404 for the admin, refused before the lookup for everybody else.
  'GET /api/admin/analytics/users/:id/recordings/:recordingId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/admin/analytics/users/${f.userId.business}/recordings/00000000-0000-4000-8000-000000000000` }),
    ownerStatus: [200, 404],
  },
};
