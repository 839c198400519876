// /betrieb/einblick/iframe/{id?}: builds one insight page ('erstellen' or no id: a new one): title, intro and the
// items in order; once saved, the preview and the iframe code for the business's website, and deleting.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Container, Divider, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { canUseEinblick } from '@oabat/domain/rights';
import { EINBLICK_INTRO_MAX, EINBLICK_TITLE_MAX, ZEinblickInput, type TEinblickItemRef, type TEinblickPage } from '@oabat/domain/einblick';
import { AppButton } from '../../../components/app-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { deleteEinblickPage, einblickPagesKey, saveEinblickPage, useEinblickPage, useEinblickSources } from '../api/einblick.ts';
import { EinblickItemsPicker } from '../components/einblick-items-picker.tsx';
import { EinblickSnippet } from '../components/einblick-snippet.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function Editor({ businessId, page, justCreated = false }: { businessId: number; page: TEinblickPage | null; justCreated?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useFormSubmit();
  const sources = useEinblickSources(businessId);
  const [title, setTitle] = useState(page?.title ?? '');
  const [intro, setIntro] = useState(page?.intro ?? '');
  const [items, setItems] = useState<TEinblickItemRef[]>(page?.items.map((i) => ({ kind: i.kind, id: i.id })) ?? []);
  const [saved, setSaved] = useState<string | null>(justCreated ? 'Die Einblicks-Seite ist gespeichert.' : null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    const result = await submit.runChecked(ZEinblickInput, { title, intro, items }, (v) => saveEinblickPage(businessId, page?.id ?? null, v));
    if (!result) return;
    await queryClient.invalidateQueries({ queryKey: einblickPagesKey(businessId) });
    setSaved('Die Einblicks-Seite ist gespeichert.');
    if (!page) navigate(`/betrieb/einblick/iframe/${result.id}`, { replace: true, state: { saved: true } });
  }
  async function remove() {
    if (!page) return;
    const done = await submit.run(() => deleteEinblickPage(businessId, page.id).then(() => true));
    if (!done) return;
    await queryClient.invalidateQueries({ queryKey: einblickPagesKey(businessId) });
    navigate('/betrieb/einblick');
  }

  return (
    <Stack gap="md">
      <ErrorNotice error={submit.error} title="Fehler" />
      <div role="status" aria-live="polite">
        {saved ? <Alert color="green">{saved}</Alert> : null}
      </div>
      <form onSubmit={save} noValidate aria-label="Einblicks-Seite">
        <Stack gap="md">
          <TextInput
            label="Titel"
            required
            maxLength={EINBLICK_TITLE_MAX}
            value={title}
            error={submit.fields.title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Textarea
            label="Einleitung"
            autosize
            minRows={3}
            maxLength={EINBLICK_INTRO_MAX}
            value={intro}
            error={submit.fields.intro}
            onChange={(e) => setIntro(e.currentTarget.value)}
          />
          {sources.data ? (
            <EinblickItemsPicker sources={sources.data} chosen={items} onChange={setItems} error={submit.fields.items} />
          ) : (
            <Loading what="deine Beiträge und Videos" />
          )}
          <AppButton type="submit" loading={submit.pending} w="fit-content">
            Speichern
          </AppButton>
        </Stack>
      </form>
      {page ? (
        <>
          <Divider />
          <EinblickSnippet page={page} />
          <Divider />
          {confirmDelete ? (
            <AppButton design="flat" onClick={remove} w="fit-content">
              Wirklich löschen
            </AppButton>
          ) : (
            <AppButton design="flat" onClick={() => setConfirmDelete(true)} w="fit-content">
              Einblicks-Seite löschen
            </AppButton>
          )}
        </>
      ) : null}
    </Stack>
  );
}

export default function EinblickEditorPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const pageId = id && id !== 'erstellen' && /^\d+$/.test(id) ? Number(id) : null;
  const isNew = !id || id === 'erstellen';
  usePageTitle(isNew ? 'Neue Einblicks-Seite' : 'Einblicks-Seite bearbeiten');
  const allowed = canUseEinblick(user);
  const businessId = user?.business?.id;
  const page = useEinblickPage(allowed ? businessId : undefined, pageId);
  // A new page saved moves to its own address: the editor starts again with the saved page.
  const key = pageId ?? 'neu';

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/betrieb/einblick" w="fit-content">
          Zurück zu EinBlick.pro
        </Anchor>
        <Title order={1}>{isNew ? 'Neue Einblicks-Seite' : (page.data?.title ?? 'Einblicks-Seite')}</Title>
        {!allowed || !businessId ? (
          <Text>
            EinBlick.pro ist für deinen Betrieb noch nicht gebucht.{' '}
            <Anchor component={Link} to="/betrieb/store">
              EinBlick.pro im Store ansehen
            </Anchor>
          </Text>
        ) : !isNew && pageId === null ? (
          <Text>Diese Einblicks-Seite gibt es nicht.</Text>
        ) : isNew ? (
          <Editor key={key} businessId={businessId} page={null} />
        ) : page.isError ? (
          <ErrorNotice error={page.error} />
        ) : page.data ? (
          <Editor key={key} businessId={businessId} page={page.data} justCreated={justCreated} />
        ) : (
          <Loading />
        )}
      </Stack>
    </Container>
  );
}
