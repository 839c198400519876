// /betrieb/einblick: EinBlick.pro. With the product (rights module canUseEinblick) the business's insight pages,
// each opening its editor, and a new one; without it the page explains the product and links to the store.
import { Link } from 'react-router';
import { Anchor, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { canUseEinblick } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AppButton } from '../../../components/app-button.tsx';
import { useEinblickPages } from '../api/einblick.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function Explanation() {
  return (
    <Stack gap="sm">
      <Text>
        Mit EinBlick.pro zeigst du Schülerinnen und Schülern auf deiner eigenen Website, wie die Ausbildung bei dir aussieht: Du stellst Einblicks-Seiten aus
        deinen Beiträgen, Videos und Azubi-Geschichten zusammen und bindest sie mit einem kurzen iFrame-Code ein.
      </Text>
      <List>
        <List.Item>Inhalte auswählen und ordnen, mit Titel und Einleitung</List.Item>
        <List.Item>Vorschau ansehen, Code kopieren und auf deiner Website einfügen</List.Item>
        <List.Item>Änderungen erscheinen sofort auch auf deiner Website</List.Item>
      </List>
    </Stack>
  );
}

export default function EinblickPage() {
  usePageTitle('EinBlick.pro');
  const { user } = useAuth();
  const allowed = canUseEinblick(user);
  const pages = useEinblickPages(user?.business?.id, allowed);
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>EinBlick.pro</Title>
        <Explanation />
        {!allowed ? (
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Text fw={600}>EinBlick.pro ist für deinen Betrieb noch nicht gebucht.</Text>
              <Anchor component={Link} to="/betrieb/store" w="fit-content">
                EinBlick.pro im Store ansehen
              </Anchor>
            </Stack>
          </Card>
        ) : (
          <>
            <Group>
              <AppButton component={Link} to="/betrieb/einblick/iframe/erstellen">
                Neue Einblicks-Seite
              </AppButton>
            </Group>
            {pages.isError ? <ErrorNotice error={pages.error} /> : null}
            {pages.data ? (
              pages.data.length ? (
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    Deine Einblicks-Seiten
                  </Title>
                  {pages.data.map((p) => (
                    <Card key={p.id} withBorder padding="sm" component="article" aria-label={p.title}>
                      <Group justify="space-between">
                        <div>
                          <Title order={3} size="h4">
                            {p.title}
                          </Title>
                          <Text size="sm">{p.items.length === 1 ? '1 Inhalt' : `${p.items.length} Inhalte`}</Text>
                        </div>
                        <Anchor component={Link} to={`/betrieb/einblick/iframe/${p.id}`}>
                          Bearbeiten: {p.title}
                        </Anchor>
                      </Group>
                    </Card>
                  ))}
                </Stack>
              ) : (
                <Text>Du hast noch keine Einblicks-Seite.</Text>
              )
            ) : pages.isPending ? (
              <Loading />
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
