// /betrieb/standorte: the business's locations, each editable, and a new one.
import { Accordion, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useBusinessSites } from '../api/business-sites.ts';
import { SiteForm } from '../components/site-form.tsx';
import { Loading } from '../../../components/loading.tsx';

export default function BusinessSitesPage() {
  const { user } = useAuth();
  const businessId = user?.business?.id;
  const sites = useBusinessSites(businessId);
  usePageTitle('Standorte');
  if (!businessId) return null;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>Standorte</Title>
        <section aria-labelledby="sites-title">
          <Title order={2} size="h3" id="sites-title" mb="sm">
            Deine Standorte
          </Title>
          {sites.data?.length ? (
            <Accordion variant="separated">
              {sites.data.map((s) => (
                <Accordion.Item key={s.id} value={String(s.id)}>
                  <Accordion.Control>
                    {s.name}
                    {s.is_main ? ' (Hauptsitz)' : ''} – {[s.postal_code, s.city].filter(Boolean).join(' ')}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <SiteForm businessId={businessId} site={s} onSaved={sites.refetch} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          ) : sites.isPending ? (
            <Loading what="Standorte" />
          ) : (
            <Text>Noch keine Standorte.</Text>
          )}
        </section>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="new-site-title">
          <Title order={2} size="h3" id="new-site-title" mb="sm">
            Neuer Standort
          </Title>
          <SiteForm businessId={businessId} onSaved={sites.refetch} />
        </Paper>
      </Stack>
    </Container>
  );
}
