// /betrieb/store: the products a business can book, with their prices and whether it has them already.
import { Link } from 'react-router';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useProducts } from '../api/store.ts';
import { PriceLine } from '../components/price-line.tsx';
import { ProductArt } from '../components/product-art.tsx';
import { FEATURE_PAGES } from '@oabat/domain/store';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export default function StorePage() {
  usePageTitle('Store');
  const products = useProducts();
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Store</Title>
        <Text>Mehr Sichtbarkeit und Werkzeuge für deinen Betrieb. Alle Preise netto zzgl. 19 % Umsatzsteuer; kündbar auf der Seite Abonnements.</Text>
        <Group>
          <AppButton component={Link} to="/betrieb/abonnements" design="primary-flat">
            Meine Abonnements und Rechnungen
          </AppButton>
        </Group>
        {products.error ? <ErrorNotice error={products.error} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {(products.data ?? []).map((p) => {
            const month = p.prices.find((x) => x.term === 'month') ?? p.prices[0];
            const feature = (FEATURE_PAGES as readonly string[]).includes(p.slug) ? `/betrieb/store/feature/${p.slug}` : null;
            return (
              <Card key={p.id} withBorder padding="md" component="article" aria-labelledby={`product-${p.slug}`}>
                <Stack gap="sm">
                  <ProductArt image={p.image} background={p.background} style={{ maxHeight: 140 }} />
                  <Group justify="space-between">
                    <Title order={2} size="h3" id={`product-${p.slug}`}>
                      {p.name}
                    </Title>
                    {p.purchased ? (
                      <Badge color="green.9" variant="outline">
                        Gebucht
                      </Badge>
                    ) : null}
                  </Group>
                  <Text>{p.description}</Text>
                  {month ? <PriceLine price={month} /> : null}
                  <Group>
                    {feature ? (
                      <AppButton component={Link} to={feature} design="flat" aria-label={`Mehr erfahren: ${p.name}`}>
                        Mehr erfahren
                      </AppButton>
                    ) : null}
                    <AppButton component={Link} to={`/betrieb/store/kasse?produkt=${p.slug}`} design="primary" aria-label={`Buchen: ${p.name}`}>
                      Buchen
                    </AppButton>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
