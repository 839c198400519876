// /customdomain/artikel/{slug?}: the articles (posts) of a custom domain's region or business: the list of
// its published posts, or one of them. A post of another author is not shown under this domain.
import { Link, useParams } from 'react-router';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useCustomDomain } from '../../lib/custom-domain.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AuthorPosts } from '../../features/posts/components/author-posts.tsx';
import { PostView } from '../../features/posts/components/post-view.tsx';
import { usePost } from '../../features/posts/api/posts.ts';
import { StatusPage } from './status-page.tsx';
import { Loading } from '../../components/loading.tsx';

function OwnerPost({ slug, owner }: { slug: string; owner: { type: string; slug: string } }) {
  const post = usePost(slug);
  usePageTitle(post.data?.title ?? 'Artikel');
  if (post.isPending) return <Loading what="Artikel" />;
  if (!post.data || post.data.author?.type !== owner.type || post.data.author.slug !== owner.slug) {
    return <StatusPage status={404} title="Diesen Artikel gibt es nicht." />;
  }
  return <PostView post={post.data} />;
}

export default function CustomdomainArticlesPage() {
  const { slug } = useParams();
  const { data: owner } = useCustomDomain();
  usePageTitle(owner ? `Artikel – ${owner.name}` : 'Artikel');
  if (slug && !owner) return <StatusPage status={404} title="Diesen Artikel gibt es nicht." />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        {slug && owner ? (
          <OwnerPost slug={slug} owner={owner} />
        ) : (
          <>
            <Title order={1}>{owner ? `Artikel von ${owner.name}` : 'Artikel'}</Title>
            {owner ? (
              <AuthorPosts
                type={owner.type}
                slug={owner.slug}
                canWrite={false}
                title="Neueste Artikel"
                emptyText="Hier gibt es noch keine Artikel."
                limit={20}
              />
            ) : (
              <Text>Hier gibt es noch keine Artikel.</Text>
            )}
          </>
        )}
        <Anchor component={Link} to={owner ? '/customdomain/' : '/'}>
          {owner ? `Zur Seite von ${owner.name}` : 'Zur Startseite'}
        </Anchor>
      </Stack>
    </Container>
  );
}
