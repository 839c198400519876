// The answer figures on a business's profile and job pages (shown from five interests on).
import { Group, Text } from '@mantine/core';
import { answerTimeLabel } from '@oabat/domain/trust-labels';
import { useAnswerStats } from '../api/answers.ts';

export function AnswerStats({ slug }: { slug: string }) {
  const stats = useAnswerStats(slug).data;
  if (!stats) return null;
  const time = answerTimeLabel(stats.typical_answer_hours);
  return (
    <Group gap="md" aria-label="Antwortverhalten" role="group">
      <Text fw={700}>Antwortquote: {stats.answer_rate} %</Text>
      {time ? <Text>Antwortet meist in {time}</Text> : null}
      <Text size="sm" c="dimmed">
        aus {stats.interests} Bewerbungen
      </Text>
    </Group>
  );
}
