// A grid of cards that each lead to one task.
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface ActionCard {
  title: string;
  text: string;
  to: string;
}

export function ActionCards({ cards, headingOrder = 3 }: { cards: ActionCard[]; headingOrder?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {cards.map((c) => (
        <Card key={c.to} component={Link} to={c.to} withBorder padding="lg" radius="md">
          <Title order={headingOrder} size="h4" c="oabat.8">
            {c.title}
          </Title>
          <Text size="sm" mt={6}>
            {c.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
