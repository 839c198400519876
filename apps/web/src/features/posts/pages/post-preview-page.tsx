// /artikel/vorschau (and /customdomain/artikelvorschau): the editor's unsaved post as readers would see it, with a way back to the editor.
import { Link, useLocation } from 'react-router';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PostView } from '../components/post-view.tsx';
import { loadPostDraft, postEditorPath } from '../components/post-preview-draft.ts';

export default function PostPreviewPage() {
  const draft = loadPostDraft();
  const { pathname } = useLocation();
  usePageTitle(draft ? `Vorschau: ${draft.form.title || 'Neuer Beitrag'}` : 'Vorschau');
  if (!draft) {
    return (
      <Container size="md" py="md">
        <Title order={1}>Keine Vorschau vorhanden</Title>
        <Text mt="sm">Öffne die Vorschau aus dem Beitrags-Editor, dann siehst du hier deinen Beitrag, wie Leserinnen und Leser ihn sehen.</Text>
        <AppButton mt="md" component={Link} to={postEditorPath(pathname)}>
          Beitrag schreiben
        </AppButton>
      </Container>
    );
  }
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Alert color="oabat" title="Vorschau – noch nicht gespeichert" role="status">
          <Text size="sm" mb="xs">
            So sieht dein Beitrag aus, sobald er veröffentlicht ist.
          </Text>
          <AppButton size="small" component={Link} to={draft.editor}>
            Zurück zum Editor
          </AppButton>
        </Alert>
        <PostView
          post={{
            title: draft.form.title || 'Neuer Beitrag ohne Titel',
            body: draft.form.body,
            cover_image: draft.form.cover[0] ?? null,
            published_at: new Date().toISOString(),
            author: draft.author,
            video: draft.form.video ?? null,
          }}
        />
      </Stack>
    </Container>
  );
}
