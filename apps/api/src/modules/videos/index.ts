// What other modules use of videos (their public face, docs/develop/boundaries.md): posts live on the same channels
// as videos and may embed a video, so they read a channel and a video as the videos module stores them.
export { findChannel, findChannelBySlug, findVideo, isOnChannel } from './videos.repository.ts';
