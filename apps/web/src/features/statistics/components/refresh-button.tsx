// "Zahlen aktualisieren": rolls up today's analytics now and reloads the figures on the page.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Text } from '@mantine/core';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { campaignsKey, refreshStatistics, statisticsKey } from '../api/statistics.ts';

export function RefreshButton() {
  const client = useQueryClient();
  const submit = useFormSubmit();
  const refresh = () =>
    submit.run(async () => {
      await refreshStatistics();
      await Promise.all([client.invalidateQueries({ queryKey: statisticsKey }), client.invalidateQueries({ queryKey: campaignsKey })]);
    });
  return (
    <>
      <Button variant="default" onClick={() => void refresh()} loading={submit.pending} w="fit-content">
        Zahlen aktualisieren
      </Button>
      {submit.error ? (
        <Text c="red.7" role="alert">
          {submit.error}
        </Text>
      ) : null}
    </>
  );
}
