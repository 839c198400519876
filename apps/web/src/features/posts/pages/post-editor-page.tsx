// /beitrag/{postSlug?}: a business, school or region writes a post (title, cover picture, rich text), previews it
// (/artikel/vorschau), picks its kind (a business: news or trainee story) and a video, and saves it as a draft or publishes it; a business without the right to publish directly
// submits it to the admin. With a slug its author edits the post and everybody else reads it. Below the editor: the
// writer's own posts.
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Badge, Container, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { POST_STATUS_LABELS, POST_TITLE_MAX, ZPostFields, postHref, type TPost } from '@oabat/domain/posts';
import { canPublishPostsDirectly, canWritePosts, userType } from '@oabat/domain/rights';
import type { TUser } from '@oabat/domain/accounts';
import { AppButton } from '../../../components/app-button.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { normaliseError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createPost, deletePost, updatePost, usePost, usePosts } from '../api/posts.ts';
import { PostTextEditor } from '../../../components/post-text-editor.tsx';
import { PostView } from '../components/post-view.tsx';
import { clearPostDraft, loadPostDraft, postPreviewPath, savePostDraft, type PostDraftForm } from '../components/post-preview-draft.ts';
import { PostKindField, PostVideoField, linkVideoOf, postVideoOf } from '../components/post-extras.tsx';
import { useOwnVideos } from '../api/posts.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function authorOf(user: TUser | null) {
  const t = userType(user);
  const org = t === 'business' ? user?.business : t === 'school' ? user?.school : t === 'region' ? user?.region : null;
  return org && (t === 'business' || t === 'school' || t === 'region') ? { type: t, slug: org.slug, name: (org as { name?: string }).name ?? org.slug } : null;
}

/** A draft kept by an older version of the editor has no kind or video. */
const NO_EXTRAS: Pick<PostDraftForm, 'kind' | 'videoId' | 'videoLink' | 'video'> = { kind: 'news', videoId: null, videoLink: '', video: null };

const Frame = ({ children }: { children: ReactNode }) => (
  <Container size="md" py="md">
    <Stack gap="md">{children}</Stack>
  </Container>
);

export default function PostEditorPage() {
  const { postSlug } = useParams();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const existing = usePost(postSlug);
  usePageTitle(existing.data ? existing.data.title : postSlug ? 'Beitrag' : 'Beitrag schreiben');
  if (postSlug && existing.isPending)
    return (
      <Frame>
        <Loading what="Beitrag" />
      </Frame>
    );
  if (postSlug && !existing.data) {
    return (
      <Frame>
        <Title order={1}>Diesen Beitrag gibt es nicht</Title>
        <Text>{normaliseError(existing.error).message}</Text>
      </Frame>
    );
  }
  if (existing.data && !existing.data.can_edit)
    return (
      <Frame>
        <PostView post={existing.data} />
      </Frame>
    );
  if (!canWritePosts(user)) {
    return (
      <Frame>
        <Title order={1}>Beitrag schreiben</Title>
        <Text>Beiträge schreiben Betriebe, Schulen und Regionen für ihr Profil und ihren Channel.</Text>
        {!user ? (
          <Anchor component={Link} to={`/anmelden?redirect=${encodeURIComponent(pathname)}`}>
            Anmelden
          </Anchor>
        ) : null}
      </Frame>
    );
  }
  return <PostEditor key={postSlug ?? 'neu'} post={existing.data ?? null} user={user!} />;
}

function PostEditor({ post, user }: { post: TPost | null; user: TUser }) {
  const { pathname, state, search } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const restored = loadPostDraft();
  const [form, setForm] = useState<PostDraftForm>(() =>
    restored && restored.editor === pathname
      ? { ...NO_EXTRAS, ...restored.form }
      : {
          title: post?.title ?? '',
          body: post?.body ?? '',
          cover: post?.cover_image ? [post.cover_image] : [],
          // "Azubi-Geschichte schreiben" on /betriebe/{slug}/azubis opens the editor with that kind.
          kind: post?.kind ?? (new URLSearchParams(search).get('art') === 'azubi-geschichte' ? 'trainee_story' : 'news'),
          videoId: post?.video?.id ?? null,
          videoLink: post?.video && post.video.id === null ? (post.video.link ?? '') : '',
          video: post?.video ?? null,
        },
  );
  const ownVideos = useOwnVideos(true);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // After the first save the page moves to the post's own address; the message comes along.
  const [notice, setNotice] = useState<string | null>((state as { notice?: string } | null)?.notice ?? null);
  const submit = useFormSubmit();
  const direct = canPublishPostsDirectly(user);
  const errors = { ...fieldErrors, ...Object.fromEntries(Object.entries(submit.fields).map(([k, v]) => [k.replace(/^post\./, ''), v])) };

  /** The chosen video as the post will play it (for the preview). */
  function chosenVideo() {
    if (form.videoId !== null) {
      const own = ownVideos.data?.find((v) => v.id === form.videoId);
      return own ? postVideoOf(own) : form.video;
    }
    return form.videoLink.trim() && form.videoLink.trim() !== 'https://' ? linkVideoOf(form.videoLink.trim(), form.title) : null;
  }

  function preview() {
    savePostDraft({ form: { ...form, video: chosenVideo() }, author: authorOf(user), editor: pathname });
    void navigate(postPreviewPath(pathname));
  }

  async function save(status: 'draft' | 'published') {
    setNotice(null);
    const link = form.videoLink.trim();
    const fields = {
      title: form.title,
      body: form.body,
      cover_image_id: form.cover[0]?.id ?? null,
      status,
      kind: form.kind,
      video_id: form.videoId,
      video_link: form.videoId === null && link && link !== 'https://' ? link : null,
    };
    const parsed = ZPostFields.safeParse(fields);
    setFieldErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    if (!parsed.success) return;
    const saved = await submit.run(() => (post ? updatePost(post.slug, fields) : createPost(fields)));
    if (!saved) return;
    clearPostDraft();
    await client.invalidateQueries({ queryKey: ['posts'] });
    client.setQueryData(['post', saved.slug], saved);
    const message =
      saved.status === 'published'
        ? 'Dein Beitrag ist veröffentlicht.'
        : saved.status === 'pending'
          ? 'Danke! Dein Beitrag wartet jetzt auf die Freigabe durch die Redaktion.'
          : 'Der Entwurf ist gespeichert.';
    setNotice(message);
    if (!post) void navigate(`/beitrag/${saved.slug}`, { replace: true, state: { notice: message } });
  }

  async function remove() {
    if (!post || !window.confirm('Diesen Beitrag wirklich löschen?')) return;
    const done = await submit.run(() => deletePost(post.slug));
    if (done === undefined && submit.error) return;
    await client.invalidateQueries({ queryKey: ['posts'] });
    void navigate('/beitrag', { replace: true });
  }

  return (
    <Frame>
      <Title order={1}>{post ? 'Beitrag bearbeiten' : 'Beitrag schreiben'}</Title>
      {post ? (
        <Group gap="xs">
          <Badge variant="light" color={post.status === 'published' ? 'green' : post.status === 'rejected' ? 'red' : 'gray'}>
            {POST_STATUS_LABELS[post.status]}
          </Badge>
          {post.status === 'published' ? (
            <Anchor component={Link} to={postHref(post)}>
              Beitrag ansehen
            </Anchor>
          ) : null}
        </Group>
      ) : null}
      {post?.status === 'rejected' && post.review_comment ? <ErrorNotice title="Nicht freigegeben">Begründung: {post.review_comment}</ErrorNotice> : null}
      {!direct ? <Text size="sm">Beiträge deines Betriebs prüft die Redaktion, bevor sie erscheinen.</Text> : null}
      <TextInput
        label="Titel"
        required
        maxLength={POST_TITLE_MAX}
        value={form.title}
        error={errors.title}
        onChange={(e) => {
          const title = e.currentTarget.value;
          setForm((f) => ({ ...f, title }));
        }}
      />
      <ImageUploader
        label="Titelbild"
        hint="Ein Bild im Querformat wirkt am besten."
        images={form.cover}
        max={1}
        headingLevel="h2"
        onChange={(cover) => setForm((f) => ({ ...f, cover }))}
        error={errors.cover_image_id}
      />
      {userType(user) === 'business' ? <PostKindField value={form.kind} onChange={(kind) => setForm((f) => ({ ...f, kind }))} error={errors.kind} /> : null}
      <PostVideoField
        videoId={form.videoId}
        videoLink={form.videoLink}
        current={post?.video ?? null}
        errors={{ video_id: errors.video_id, video_link: errors.video_link }}
        onChange={(v) => setForm((f) => ({ ...f, ...v }))}
      />
      <Stack gap={4}>
        <Text fw={600} component="h2" size="md" id="post-text-label">
          Text
        </Text>
        <PostTextEditor labelId="post-text-label" value={form.body} error={errors.body} onChange={(body) => setForm((f) => ({ ...f, body }))} />
      </Stack>
      <ErrorNotice error={submit.error} title="Fehler" />
      {notice ? (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      ) : null}
      <Group>
        <AppButton design="flat" onClick={preview}>
          Vorschau
        </AppButton>
        <AppButton design="secondary" onClick={() => void save('draft')} loading={submit.pending}>
          Als Entwurf speichern
        </AppButton>
        <AppButton onClick={() => void save('published')} loading={submit.pending}>
          {direct ? 'Veröffentlichen' : 'Zur Freigabe einreichen'}
        </AppButton>
        {post ? (
          <AppButton design="transparent" onClick={() => void remove()}>
            Löschen
          </AppButton>
        ) : null}
      </Group>
      <OwnPosts />
    </Frame>
  );
}

function OwnPosts() {
  const posts = usePosts({ mine: '1' });
  const items = posts.data?.pages.flatMap((p) => p.data) ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="own-posts-title">
      <Title order={2} size="h3" id="own-posts-title" mt="lg">
        Deine Beiträge
      </Title>
      <List mt="xs" spacing="xs" listStyleType="none">
        {items.map((p) => (
          <List.Item key={p.id}>
            <Group gap="xs">
              <Anchor component={Link} to={`/beitrag/${p.slug}`}>
                {p.title}
              </Anchor>
              <Badge size="sm" variant="light" color={p.status === 'published' ? 'green' : p.status === 'rejected' ? 'red' : 'gray'}>
                {POST_STATUS_LABELS[p.status]}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
      {posts.hasNextPage ? (
        <AppButton mt="sm" design="primary-flat" size="small" onClick={() => void posts.fetchNextPage()}>
          Mehr laden
        </AppButton>
      ) : null}
    </section>
  );
}
