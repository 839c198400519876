// How complete the profile is (spec 02 §2) and what is still missing.
import { Alert, List, Progress, Stack, Text, Title } from '@mantine/core';
import type { TCompleteness } from '@oabat/domain/businesses';

export function CompletenessCard({ completeness }: { completeness: TCompleteness }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="completeness-title">
      <Title order={2} size="h4" id="completeness-title">
        Profil zu {completeness.percent} % vollständig
      </Title>
      <Progress
        value={completeness.percent}
        color={completeness.complete ? 'green' : 'orange'}
        aria-label={`Profil zu ${completeness.percent} % vollständig`}
      />
      {completeness.complete ? (
        <Alert color="green" role="status">
          Dein Profil ist vollständig.
        </Alert>
      ) : (
        <>
          <Text size="sm">Es fehlt noch:</Text>
          <List size="sm">
            {completeness.missing.map((m) => (
              <List.Item key={m.key}>{m.label}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
