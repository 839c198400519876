// /admin/kampagne: the campaigns with their link and figures (visits, sessions, registrations and job
// interests of people who came through the link), a start for each template, and removal.
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Code, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { CAMPAIGN_TEMPLATE_IDS, CAMPAIGN_TEMPLATES, campaignLink } from '@oabat/domain/statistics';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { campaignsKey, deleteCampaign, useCampaigns } from '../api/statistics.ts';
import { RefreshButton } from '../components/refresh-button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function CampaignsPage() {
  usePageTitle('Kampagnen');
  const campaigns = useCampaigns();
  const client = useQueryClient();
  const submit = useFormSubmit();
  const remove = (id: number, name: string) => {
    if (!window.confirm(`Kampagne „${name}“ entfernen? Ihre Besuche bleiben in den Zahlen.`)) return;
    void submit.run(async () => {
      await deleteCampaign(id);
      await client.invalidateQueries({ queryKey: campaignsKey });
    });
  };
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1}>Kampagnen</Title>
        <Text>Wähle eine Vorlage für eine neue Kampagne oder bewirb ein Medium.</Text>
        <Group gap="xs">
          {CAMPAIGN_TEMPLATE_IDS.filter((t) => t !== 'medien').map((t) => (
            <Button key={t} component={Link} to={`/admin/kampagne/erstellen/${t}`} variant="default">
              {CAMPAIGN_TEMPLATES[t].label}
            </Button>
          ))}
          <Button component={Link} to="/admin/kampagne/bewerben">
            Medium bewerben
          </Button>
          <RefreshButton />
        </Group>
        <ErrorNotice error={submit.error} />
        {campaigns.isPending ? <Loading what="Kampagnen" /> : null}
        {campaigns.data && !campaigns.data.length ? <Text>Noch keine Kampagnen.</Text> : null}
        {campaigns.data?.length ? (
          <Table.ScrollContainer minWidth={900}>
            <Table striped>
              <Table.Caption>Kampagnen mit Besuchen, Registrierungen und Bewerbungen seit dem Start</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Link</Table.Th>
                  <Table.Th scope="col">Besuche</Table.Th>
                  <Table.Th scope="col">Sitzungen</Table.Th>
                  <Table.Th scope="col">Registrierungen</Table.Th>
                  <Table.Th scope="col">Bewerbungen</Table.Th>
                  <Table.Th scope="col">Aktion</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {campaigns.data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Th scope="row" fw={500}>
                      {c.name}
                      <Text size="xs" c="dimmed">
                        {CAMPAIGN_TEMPLATES[c.template as keyof typeof CAMPAIGN_TEMPLATES]?.label ?? c.template} · {c.utm_id}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{campaignLink(window.location.origin, c)}</Code>
                    </Table.Td>
                    <Table.Td>{c.visits.toLocaleString('de-DE')}</Table.Td>
                    <Table.Td>{c.sessions.toLocaleString('de-DE')}</Table.Td>
                    <Table.Td>{c.registrations.toLocaleString('de-DE')}</Table.Td>
                    <Table.Td>{c.interests.toLocaleString('de-DE')}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => remove(c.id, c.name)} aria-label={`Kampagne ${c.name} entfernen`}>
                        Entfernen
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Text size="sm" c="dimmed">
          Besuche zählen ab der nächsten Auswertung (alle fünf Minuten, oder sofort mit „Zahlen aktualisieren“). Eine Registrierung zählt für die Kampagne, mit
          der die Person zuerst kam.
        </Text>
        <Anchor component={Link} to="/admin/dashboard" w="fit-content">
          Zum Dashboard
        </Anchor>
      </Stack>
    </Container>
  );
}
