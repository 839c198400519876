// /betrieb/store/feature/{premium,mail2chat,api_connection}: one product explained with its picture, what it
// unlocks, the price per term and the way to the checkout.
import { Link, useLocation } from 'react-router';
import { Alert, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { canUseApiKeys, hasMail2chat } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { useProducts } from '../api/store.ts';
import { ApiKeysPanel } from '../components/api-keys-panel.tsx';
import { PriceLine } from '../components/price-line.tsx';
import { ProductArt } from '../components/product-art.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

/** What each product page adds to the catalogue's text: how it works, step by step. */
const HOW: Record<string, string[]> = {
  premium: [
    'Alle deine Stellen tragen das Premium-Kennzeichen in Listen und auf der Stellenseite.',
    'Du veröffentlichst so viele Stellen, wie du möchtest: die Grenze des Basiszugangs entfällt.',
    'Die Freischaltung gilt sofort nach der Buchung und endet mit dem Ende des Abonnements.',
  ],
  mail2chat: [
    'Neue Bewerbungen und Chat-Nachrichten kommen als E-Mail mit einem Link zum Gespräch.',
    'Antworte einfach per E-Mail: die Antwort erscheint im Chat bei der Bewerberin oder dem Bewerber.',
  ],
  api_connection: [
    'Du erzeugst persönliche API-Schlüssel; jeder wird nur einmal angezeigt und ist jederzeit widerrufbar.',
    'Dein Bewerbermanagement legt damit deine eigenen Stellen an, ändert und schließt sie.',
  ],
};

export default function ProductFeaturePage() {
  const slug = useLocation().pathname.split('/').pop() ?? '';
  const products = useProducts();
  const { user } = useAuth();
  const p = products.data?.find((x) => x.slug === slug);
  usePageTitle(p?.name ?? 'Store');
  if (products.error) return <ErrorNotice error={products.error} />;
  if (!p) return null;
  return (
    <Container size="lg" py="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <ProductArt image={p.image} background={p.background} />
        <Stack gap="md">
          <Title order={1}>{p.name}</Title>
          <Text size="lg">{p.description}</Text>
          <List spacing="xs">
            {[...p.features, ...(HOW[p.slug] ?? [])].map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
          <Card withBorder padding="md">
            <Stack gap="xs">
              {p.prices.map((price) => (
                <PriceLine key={price.term} price={price} />
              ))}
              <Text size="sm">Kündigungsfrist: {p.notice_days} Tage zum Ende der Laufzeit. Kündigen geht jederzeit online.</Text>
            </Stack>
          </Card>
          <Group>
            {p.purchased ? (
              <Text fw={600}>Du hast {p.name} bereits gebucht.</Text>
            ) : (
              <AppButton component={Link} to={`/betrieb/store/kasse?produkt=${p.slug}`} size="large">
                {p.name} buchen
              </AppButton>
            )}
            <AppButton component={Link} to="/betrieb/store" design="flat">
              Zum Store
            </AppButton>
          </Group>
        </Stack>
      </SimpleGrid>
      {p.slug === 'mail2chat' && hasMail2chat(user) ? (
        <Alert color="green" mt="xl" title="Mail2Chat ist aktiv">
          Neue Nachrichten und Bewerbungen kommen zusätzlich per E-Mail an {user?.email}. Antworte einfach auf die E-Mail: deine Antwort erscheint im Chat.
        </Alert>
      ) : null}
      {/* Key management lives on the product's own page: where the business bought it and reads how it works. */}
      {p.slug === 'api_connection' && user?.business && (p.purchased || canUseApiKeys(user)) ? (
        <Stack mt="xl">
          <ApiKeysPanel businessId={user.business.id} />
        </Stack>
      ) : null}
    </Container>
  );
}
