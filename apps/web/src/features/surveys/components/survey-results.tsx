// The answers of one survey: a bar per answer (width by share) with the figures written next to it, and the same
// figures as a table, so the view reads without seeing the bars.
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { TAdminSurvey } from '@oabat/domain/surveys';

const share = (n: number, total: number) => (total ? Math.round((n / total) * 1000) / 10 : 0);

export function SurveyResults({ survey }: { survey: TAdminSurvey }) {
  return (
    <Stack gap="xs">
      <Stack gap={4} aria-hidden="true">
        {survey.answers.map((a, i) => {
          const n = survey.counts[i] ?? 0;
          return (
            <Group key={a} gap="xs" wrap="nowrap">
              <Text size="sm" w={140} truncate>
                {a}
              </Text>
              <Box style={{ flex: 1, background: 'var(--mantine-color-gray-2)', borderRadius: 4, height: 14 }}>
                <Box style={{ width: `${share(n, survey.total)}%`, background: 'var(--mantine-color-blue-7)', borderRadius: 4, height: 14 }} />
              </Box>
              <Text size="sm" w={90} ta="right">
                {n} ({share(n, survey.total).toLocaleString('de-DE')} %)
              </Text>
            </Group>
          );
        })}
      </Stack>
      <Table>
        <Table.Caption>{survey.total === 1 ? '1 Antwort' : `${survey.total} Antworten`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Antwort</Table.Th>
            <Table.Th>Anzahl</Table.Th>
            <Table.Th>Anteil</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {survey.answers.map((a, i) => (
            <Table.Tr key={a}>
              <Table.Td>{a}</Table.Td>
              <Table.Td>{survey.counts[i] ?? 0}</Table.Td>
              <Table.Td>{share(survey.counts[i] ?? 0, survey.total).toLocaleString('de-DE')} %</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
