// Access rows of posts on channels: the business places its own published post on the region's channel (it is a
// member there) and takes it off; the channel's region sorts and removes it; nobody else, another region neither.
import type { Rule } from './access-rules.ts';

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
