// Posts on channels (issue #14, beside the spec): a post is placed on its author's channels when first published
// (migration 0161); the channel's region or school sorts its members' posts there (the order is stored) and removes
// them; the author places its own published post again on a channel it belongs to, or takes it off.
import { canEditPost, canManageChannelPosts, isAdmin } from '@oabat/domain/rights';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { findChannel, isOnChannel } from '../videos/index.ts';
import * as repo from './posts.repository.ts';
import type { PostDeps } from './posts.deps.ts';
import { getPost } from './posts.usecases.ts';

const postNotFound = () => notFound('posts.not_found', 'Diesen Beitrag gibt es nicht (mehr).');

async function channelCall(d: PostDeps, viewer: SessionUser | null, slug: string, channelId: number) {
  requireViewer(viewer);
  const row = await repo.findPost(d.db, slug);
  const author = row ? { type: row.author_type, id: row.author_id } : null;
  // Unpublished posts of others stay invisible: the same answer as an unknown one.
  if (!row || !author || (row.status !== 'published' && !canEditPost(viewer, author) && !isAdmin(viewer))) throw postNotFound();
  const channel = await findChannel(d.db, channelId);
  if (!channel) throw notFound('channels.not_found', 'Diesen Channel gibt es nicht.');
  return { row, author, channel, manager: canManageChannelPosts(viewer, channel.slug), owner: canEditPost(viewer, author) };
}

export async function placeOnChannel(d: PostDeps, viewer: SessionUser | null, slug: string, channelId: number, position: number) {
  const { row, author, channel, manager, owner } = await channelCall(d, viewer, slug, channelId);
  const member = await isOnChannel(d.db, author.type, author.id, channel.id);
  if (!manager) {
    if (!owner) throw forbidden('Diesen Beitrag stellt nur sein Verfasser oder der Channel selbst in den Channel.');
    if (!member) throw forbidden('Du bist nicht Mitglied dieses Channels.');
  } else if (!member && !isAdmin(viewer)) {
    // A region or school sorts its members' posts, not anybody's.
    throw forbidden('Dieser Beitrag gehört keinem Mitglied deines Channels.');
  }
  if (row.status !== 'published') throw invalid('slug', 'Nur veröffentlichte Beiträge stehen in einem Channel.');
  await d.db.tx((q) => repo.placeOnChannel(q, row.id, channel.id, position));
  return getPost(d, viewer, row.slug);
}

export async function removeFromChannel(d: PostDeps, viewer: SessionUser | null, slug: string, channelId: number) {
  const { row, channel, manager, owner } = await channelCall(d, viewer, slug, channelId);
  if (!manager && !owner) throw forbidden('Diesen Beitrag nimmt nur sein Verfasser oder der Channel selbst aus dem Channel.');
  await repo.removeFromChannel(d.db, row.id, channel.id);
  return getPost(d, viewer, row.slug);
}
