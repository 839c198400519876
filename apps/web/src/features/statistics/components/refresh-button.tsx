// "Zahlen aktualisieren": rolls up today's analytics now and reloads the figures on the page.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Text } from '@mantine/core';
import { canWrite } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { campaignsKey, refreshStatistics, statisticsKey } from '../api/statistics.ts';

export function RefreshButton() {
  const client = useQueryClient();
  const submit = useFormSubmit();
  const { user } = useAuth();
  const refresh = () =>
    submit.run(async () => {
      await refreshStatistics();
      await Promise.all([client.invalidateQueries({ queryKey: statisticsKey }), client.invalidateQueries({ queryKey: campaignsKey })]);
    });
  // The dashboard account is read-only: the server refuses its refresh, so it is not offered.
  if (!canWrite(user)) return null;
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
