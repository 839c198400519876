import { describe, expect, it } from 'vitest';
import { excerptOf, postHref, ZPostInput } from './posts.ts';
import { canEditPost, canPublishPostsDirectly, canWritePosts, postAuthorOf } from './rights.ts';
import { actionLink } from './chat.ts';

describe('post rights', () => {
  const business = { business: { id: 4, slug: 'b', permissions: [] } };
  const publisher = { business: { id: 5, slug: 'c', permissions: ['activate_job'] } };
  it('organisations write, trainees and guests do not', () => {
    expect(canWritePosts(business)).toBe(true);
    expect(canWritePosts({ school: { id: 1, slug: 's' } })).toBe(true);
    expect(canWritePosts({ region: { id: 1, slug: 'r' } })).toBe(true);
    expect(canWritePosts({ trainee: { id: 1 } })).toBe(false);
    expect(canWritePosts(null)).toBe(false);
  });
  it('a business publishes directly only with activate_job; schools and regions always', () => {
    expect(canPublishPostsDirectly(business)).toBe(false);
    expect(canPublishPostsDirectly(publisher)).toBe(true);
    expect(canPublishPostsDirectly({ school: { id: 1, slug: 's' } })).toBe(true);
  });
  it('only the author organisation edits', () => {
    expect(canEditPost(business, { type: 'business', id: 4 })).toBe(true);
    expect(canEditPost(publisher, { type: 'business', id: 4 })).toBe(false);
    expect(canEditPost({ school: { id: 4, slug: 's' } }, { type: 'business', id: 4 })).toBe(false);
    expect(postAuthorOf({ region: { id: 2, slug: 'r' }, business: { id: 3, slug: 'b' } })).toEqual({ type: 'region', id: 2 });
  });
});

describe('post helpers', () => {
  it('excerpt joins inline words and cuts at a word', () => {
    expect(excerptOf('<h2>Hallo</h2><p>Eine <strong>neue</strong> Backstube &amp; mehr</p>')).toBe('Hallo Eine neue Backstube & mehr');
    expect(excerptOf(`<p>${'Wort '.repeat(100)}</p>`, 50)).toMatch(/^Wort( Wort)+ …$/);
  });
  it('links a post where it is read, and the approval request to the admin page', () => {
    expect(postHref({ slug: 'a-1', author: { type: 'business', slug: 'baeckerei-huber' } })).toBe('/betriebe/baeckerei-huber/beitrag/a-1');
    expect(postHref({ slug: 'b-2', author: { type: 'region', slug: 'passau' } })).toBe('/beitrag/b-2');
    expect(actionLink({ action: 'articlePublishmentRequest', params: { post_slug: 'a-1', title: 'A' } })?.to).toBe('/admin/artikel#a-1');
    expect(actionLink({ action: 'articlePublishmentRequest', params: { post_slug: '//evil', title: 'A' } })?.to).toBe('/admin/artikel');
  });
  it('validates the wire input in German', () => {
    const r = ZPostInput.safeParse({ post: { title: 'x', body: '<p></p>' } });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['Der Titel muss mindestens 3 Zeichen lang sein.', 'Bitte schreib einen Text.']);
  });
});
