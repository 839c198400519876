// "Antwortet meist innerhalb von 3 Stunden": the business's average chat response time (null: too few chats to tell).
import { Text } from '@mantine/core';

export function responseTimeLabel(minutes: number) {
  const hours = Math.max(1, Math.ceil(minutes / 60));
  if (hours === 1) return 'Antwortet meist innerhalb einer Stunde';
  if (hours < 24) return `Antwortet meist innerhalb von ${hours} Stunden`;
  const days = Math.ceil(minutes / (24 * 60));
  return days === 1 ? 'Antwortet meist innerhalb eines Tages' : `Antwortet meist innerhalb von ${days} Tagen`;
}

export function ResponseTime({ minutes }: { minutes: number | null }) {
  if (minutes == null) return null;
  return (
    <Text size="sm" c="dimmed">
      {responseTimeLabel(minutes)}
    </Text>
  );
}
