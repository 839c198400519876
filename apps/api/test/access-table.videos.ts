// Access rows of the videos module: the business's unfinished upload is seen, changed and uploaded into only by the
// business (and the admin); on the region's channel the business and the channel's region place and remove it.
import type { Rule } from './access-rules.ts';

const P = (guest: string): Rule => ({ guest });

export const VIDEOS_RULES: Record<string, Rule> = {
  'GET /api/videos': {
    guest: 'gerenderte Videos stehen auf öffentlichen Profilen und Channels',
    owner: 'business',
    call: () => ({ url: '/api/videos?mine=1' }),
    leaks: (f, b) => b.includes(f.videos.pendingTitle),
  },
  'GET /api/videos/channels': {
    owner: 'business',
    self: 'die Channels der eigenen Organisation',
    allowed: ['business2', 'school', 'school2', 'region', 'region2'],
    call: () => ({ url: '/api/videos/channels' }),
  },
  'GET /api/videos/:id': {
    guest: 'gerenderte Videos (Medienansicht)',
    owner: 'business',
    call: (f) => ({ url: `/api/videos/${f.videos.pendingId}` }),
    leaks: (f, b) => b.includes(f.videos.pendingTitle),
  },
  'POST /api/videos': {
    owner: 'business',
    allowed: ['business2', 'school', 'school2', 'region', 'region2'],
    self: 'eigenes Video der eigenen Organisation',
    ownerStatus: [201],
    call: () => ({ url: '/api/videos', body: { title: 'Zugriffstest-Video', link: 'https://example.org/zugriff' } }),
  },
  'PUT /api/videos/:id': { owner: 'business', call: (f) => ({ url: `/api/videos/${f.videos.pendingId}`, body: { title: 'Geändert, noch geheim' } }) },
  'DELETE /api/videos/:id': { owner: 'business', call: (f) => ({ url: `/api/videos/${f.videos.deleteId}` }) },
  'POST /api/videos/:id/channels/:channelId': {
    owner: 'business',
    allowed: ['region'],
    call: (f) => ({ url: `/api/videos/${f.videos.linkId}/channels/${f.videos.channelId}?sorting=3` }),
  },
  'DELETE /api/videos/:id/channels/:channelId': {
    owner: 'business',
    allowed: ['region'],
    call: (f) => ({ url: `/api/videos/${f.videos.linkId}/channels/${f.videos.channelId}` }),
  },
  // tus needs its own headers (videos.test.ts uploads for real): here the owner passes the rights check and tus
  // answers for the missing headers; everybody else is refused before tus sees the request.
  'POST /api/videos/upload': { owner: 'business', ownerStatus: [404], call: () => ({ url: '/api/videos/upload' }) },
  'PATCH /api/videos/upload/:uploadId': { owner: 'business', ownerStatus: [412], call: (f) => ({ url: `/api/videos/upload/${f.videos.uploadId}` }) },
  'DELETE /api/videos/upload/:uploadId': { owner: 'business', ownerStatus: [412], call: (f) => ({ url: `/api/videos/upload/${f.videos.uploadId}` }) },
  'GET /media/videos/:uid/:file': P('gerenderte Videos und Vorschaubilder auf öffentlichen Seiten'),
};
