// /customdomain/artikel/{slug?}: the articles of a custom domain's region or business. The platform has no
// articles yet, so the list says so honestly and links the owner's page; a single article is not found.
import { Link, useParams } from 'react-router';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useCustomDomain } from '../../lib/custom-domain.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusPage } from './status-page.tsx';

export default function CustomdomainArticlesPage() {
  const { slug } = useParams();
  const { data: owner } = useCustomDomain();
  usePageTitle(owner ? `Artikel – ${owner.name}` : 'Artikel');
  if (slug) return <StatusPage status={404} title="Diesen Artikel gibt es nicht." />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{owner ? `Artikel von ${owner.name}` : 'Artikel'}</Title>
        <Text>Hier gibt es noch keine Artikel.</Text>
        <Anchor component={Link} to={owner ? '/customdomain/' : '/'}>
          {owner ? `Zur Seite von ${owner.name}` : 'Zur Startseite'}
        </Anchor>
      </Stack>
    </Container>
  );
}
