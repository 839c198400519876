// /betriebe/schulnetzwerk: a business sees the schools that asked it, answers and accepts.
import { Container, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useBusinessNetwork } from '../api/network.ts';
import { NetworkRequestCard } from '../components/network-request-card.tsx';
import { Loading } from '../../../components/loading.tsx';

export default function BusinessSchoolNetworkPage() {
  const { user } = useAuth();
  const network = useBusinessNetwork(user?.business?.id);
  usePageTitle('Schulnetzwerk');
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>Schulnetzwerk</Title>
        <Text>Schulen aus deiner Umgebung fragen hier nach Praktikumsplätzen und Kontakten für ihre Schülerinnen und Schüler.</Text>
        {network.isPending ? (
          <Loading what="Anfragen" />
        ) : network.data?.length ? (
          <Stack gap="sm">
            {network.data.map((r) => (
              <NetworkRequestCard key={r.id} request={r} party="business" onChange={network.refetch} headingOrder={2} />
            ))}
          </Stack>
        ) : (
          <Text>Noch keine Anfragen von Schulen.</Text>
        )}
      </Stack>
    </Container>
  );
}
