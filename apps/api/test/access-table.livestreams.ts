// Livestreams: everybody watches, reads the chat, likes and votes; logged-in people write as themselves;
// only the admin creates and edits streams; only the stream's admins moderate; only the admin and
// businesses with admin_livestream_polls (the demo business has none) manage polls.
import type { Rule } from './access-rules.ts';

const P = (guest: string): Rule => ({ guest });

export const LIVESTREAMS_RULES: Record<string, Rule> = {
  'GET /api/livestreams': P('Livestreams sind öffentlich'),
  'GET /api/livestreams/:id': P('Livestreams sind öffentlich'),
  'GET /api/livestream/emojis': P('Emoji-Auswahl des Livestreams'),
  'GET /api/livestream/guest_id': P('Gäste holen sich die vom Server signierte Kennung, mit der sie abstimmen'),
  'GET /api/livestream/test-stream/:file': P('Testbild für Tests und die Demo'),
  // Going live from the platform (issue #38). nginx-rtmp's callbacks: answered only to loopback with the shared secret
  // (livestreams.ingest.test.ts proves the refusal); the HLS and the replay: public for open streams, a protected
  // stream's only with the key of /verify.
  'POST /api/ingest/:call': P('Rückruf von nginx-rtmp, nur von loopback mit dem gemeinsamen Geheimnis'),
  'GET /hls/:id/:file': P('Das Live-Video ist so öffentlich wie der Livestream (geschützte nur mit dem Schlüssel von /verify)'),
  'GET /media/livestreams/:id/:file': P('Aufzeichnung und Vorschaubild sind so öffentlich wie der Livestream'),
  'POST /api/livestreams/:id/ingest_key': {
    owner: 'admin',
    // The fixture stream has a slot of the demo business: businesses of its slots go live with their own key.
    allowed: ['business'],
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/ingest_key` }),
  },
  'PUT /api/livestreams/:id/replay': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/replay`, body: { published: false } }),
  },
  // The player's distance to the live edge (#38 item 6): sent by every viewer, guests too, within a guest limit per
  // address and stream; it only feeds the median behind the automatic chat delay.
  'POST /api/livestreams/:id/latency': P('Zuschauer ohne Konto melden den Abstand ihres Players zur Live-Kante (mit Gast-Limit)'),
  'POST /api/livestreams/:id/verify': P('Das Passwort eines geschützten Livestreams prüfen Zuschauer ohne Konto'),
  'POST /api/livestreams/:id/events': P('Likes und Emojis senden alle Zuschauer'),
  'POST /api/livestream_poll_option_votes/': P('Abstimmen dürfen auch Gäste, außer bei account_only_vote'),
  'PUT /api/livestream_poll_proposal/:id': P('Antworten vorschlagen dürfen auch Gäste'),
  'POST /api/livestreams/:id/messages': {
    guest: 'Gäste bekommen 403 und werden zur Anmeldung geschickt',
    self: 'Jede angemeldete Person schreibt als sie selbst',
    owner: 'trainee',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/messages`, body: { text: 'Gibt es Probearbeiten?', nickname: 'Lena' } }),
  },
  'POST /api/livestreams': {
    owner: 'admin',
    call: () => ({
      url: '/api/livestreams',
      body: { title: 'Zugriffstest-Stream', planned_start: '2027-03-01T10:00:00+01:00', planned_end: '2027-03-01T12:00:00+01:00' },
    }),
  },
  'POST /api/livestream/upload_schedule': {
    owner: 'admin',
    call: (f) => ({
      url: '/api/livestream/upload_schedule',
      multipart: {
        livestream_id: String(f.livestream.id),
        file: { bytes: Buffer.from('Betrieb;Beginn;Ende\nbaeckerei-huber;2027-03-01 10:00;2027-03-01 10:30\n'), name: 'plan.csv', type: 'text/csv' },
      },
    }),
  },
  'PUT /api/livestreams/:id': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}`, body: { lower_bound: 'Gleich: Autohaus Wimmer' } }),
  },
  'POST /api/livestreams/:id/channel/:channelId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/channel/${f.livestream.channelId}`, body: { active: true } }),
  },
  'DELETE /api/livestreams/:id/messages/:messageId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/messages/${f.livestream.messageId}` }),
  },
  'DELETE /api/livestreams/:id/messages/user/:userId': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/messages/user/${f.livestream.traineeUserId}` }),
  },
  'POST /api/livestreams/:id/messages/:messageId/release': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/messages/${f.livestream.questionId}/release` }),
  },
  'PUT /api/livestreams/:id/pinned': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/pinned`, body: { message_id: f.livestream.questionId } }),
  },
  'POST /api/livestreams/:id/blocks': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestreams/${f.livestream.id}/blocks`, body: { user_id: f.userId.trainee2 } }),
  },
  'POST /api/livestream_polls/': {
    owner: 'admin',
    call: (f) => ({ url: '/api/livestream_polls/', body: { livestream_id: f.livestream.id, question: 'Zugriffstest?', options: ['Ja', 'Nein'] } }),
  },
  'PUT /api/livestream_polls/:id': { owner: 'admin', call: (f) => ({ url: `/api/livestream_polls/${f.livestream.pollId}`, body: { is_active: false } }) },
  'DELETE /api/livestream_polls/:id': { owner: 'admin', call: (f) => ({ url: `/api/livestream_polls/${f.livestream.deletePollId}` }) },
  'POST /api/livestream_poll_options/': {
    owner: 'admin',
    call: (f) => ({ url: '/api/livestream_poll_options/', body: { poll_id: f.livestream.pollId, text: 'Weiß nicht' } }),
  },
  'PUT /api/livestream_poll_options/:id': {
    owner: 'admin',
    call: (f) => ({ url: `/api/livestream_poll_options/${f.livestream.optionId}`, body: { text: 'Auf jeden Fall' } }),
  },
  'DELETE /api/livestream_poll_options/:id': { owner: 'admin', call: (f) => ({ url: `/api/livestream_poll_options/${f.livestream.deleteOptionId}` }) },
};
