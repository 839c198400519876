// What a post's review tells people: the admin gets the chat action articlePublishmentRequest (02 §4) when a post
// waits for approval; the author's organisation gets an e-mail with the decision. Sent after the write committed;
// a failing notice never undoes the post.
import type { PostAuthorType } from '@oabat/domain/posts';
import { postHref } from '@oabat/domain/posts';
import { sendActionMessage } from '../chat/chat.actions.ts';
import type { PostDeps } from './posts.deps.ts';
import * as repo from './posts.repository.ts';

interface PostRef {
  slug: string;
  title: string;
  author_type: PostAuthorType;
  author_id: number;
  author_slug: string;
  author_name: string;
}

export async function requestApproval(d: PostDeps, fromUserId: number, post: PostRef) {
  try {
    for (const admin of await repo.adminUserIds(d.db, d.accounts.adminEmail)) {
      if (admin === fromUserId) continue;
      await sendActionMessage(
        { db: d.db, realtime: d.realtime, specialAccounts: d.accounts },
        {
          fromUserId,
          toUserId: admin,
          action: 'articlePublishmentRequest',
          params: { post_slug: post.slug, title: post.title, author_name: post.author_name, author_type: post.author_type, author_slug: post.author_slug },
        },
      );
    }
  } catch (err) {
    d.log.error({ err, post: post.slug }, 'post approval request failed');
  }
}

export async function tellDecision(d: PostDeps, post: PostRef, approved: boolean, comment: string | null) {
  const subject = approved ? `Beitrag veröffentlicht: ${post.title}` : `Beitrag abgelehnt: ${post.title}`;
  const text = approved
    ? `Dein Beitrag „${post.title}“ ist jetzt veröffentlicht:\n${d.publicUrl}${postHref({ slug: post.slug, author: { type: post.author_type, slug: post.author_slug } })}`
    : `Dein Beitrag „${post.title}“ wurde nicht freigegeben.${comment ? `\n\nBegründung: ${comment}` : ''}\n\n` +
      `Du kannst ihn überarbeiten und erneut einreichen: ${d.publicUrl}/beitrag/${post.slug}`;
  try {
    for (const u of await repo.authorUsers(d.db, post.author_type, post.author_id)) {
      if (u.email) await d.transports.mail({ to: u.email, subject, text, template: approved ? 'post_published' : 'post_rejected' });
    }
  } catch (err) {
    d.log.error({ err, post: post.slug }, 'post decision mail failed');
  }
}
