// The frame of the audience landing pages (/betrieb, /schule): a heading, a lead text, what Oabat offers as
// short points, and the next steps as buttons.
import type { ReactNode } from 'react';
import { Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export interface Offer {
  title: string;
  text: string;
}

export function OfferPage({
  heading,
  lead,
  offers,
  actions,
  children,
}: {
  heading: string;
  lead: string;
  offers: Offer[];
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{heading}</Title>
          <Text size="lg">{lead}</Text>
          <Group>{actions}</Group>
        </Stack>
        {children}
        <section aria-labelledby="offers-title">
          <Title order={2} id="offers-title" mb="md">
            Das bietet Oabat
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {offers.map((o) => (
              <Card key={o.title} withBorder radius="md" component="li">
                <Title order={3} size="h4">
                  {o.title}
                </Title>
                <Text mt="xs">{o.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
