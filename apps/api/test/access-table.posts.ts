// Access rows of posts on channels: the business places its own published post on the region's channel (it is a
// member there) and takes it off; the channel's region sorts and removes it; nobody else, another region neither.
import type { Fixtures, Role } from './access-fixtures.ts';

/** The fields of access-table.ts's Rule these rows use (not imported from there: that file spreads these rows). */
interface Rule {
  owner?: Role;
  allowed?: Role[];
  call?: (f: Fixtures) => { url: string; body?: Record<string, unknown> };
}

export const POSTS_RULES: Record<string, Rule> = {
  'POST /api/posts/:slug/channels/:channelId': {
    owner: 'business',
    allowed: ['region'],
    call: (f) => ({ url: `/api/posts/${f.videos.publishedPostSlug}/channels/${f.videos.channelId}?sorting=2` }),
  },
  'DELETE /api/posts/:slug/channels/:channelId': {
    owner: 'business',
    allowed: ['region'],
    call: (f) => ({ url: `/api/posts/${f.videos.publishedPostSlug}/channels/${f.videos.channelId}` }),
  },
};
