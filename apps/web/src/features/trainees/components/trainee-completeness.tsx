// The trainee's profile completeness: the figure (without birthdate and phone) and what is missing.
import { List, Progress, Stack, Text, Title } from '@mantine/core';
import type { TTrainee } from '@oabat/domain/trainees';

export function TraineeCompleteness({ completeness }: { completeness: NonNullable<TTrainee['completeness']> }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="trainee-completeness">
      <Title order={2} size="h4" id="trainee-completeness">
        Profil zu {completeness.percent} % vollständig
      </Title>
      <Progress
        value={completeness.percent}
        aria-label={`Profil zu ${completeness.percent} % vollständig`}
        color={completeness.percent === 100 ? 'green' : 'blue'}
      />
      {completeness.missing.length ? (
        <>
          <Text size="sm">Es fehlt noch:</Text>
          <List size="sm">
            {completeness.missing.map((m) => (
              <List.Item key={m.key}>
                {m.label}
                {m.counts ? '' : ' (freiwillig)'}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
