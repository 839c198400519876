// Pay per training year of an apprenticeship in the job editor, with the legal minimum (§ 17 BBiG) it is checked
// against and the collective agreement (Tarifvertrag) box that lifts the check.
import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  formatEuroCents,
  isAnnouncedStartYear,
  minimumTrainingPayCents,
  PAY_FIELDS,
  trainingStartYear,
  trainingYearsFor,
  type PayField,
} from '@oabat/domain/fair-pay';

export type PayForm = Record<PayField, number | string> & { collective_agreement: boolean };

export function TrainingPayFields({
  form,
  startDate,
  durationMonths,
  errors,
  onChange,
}: {
  form: PayForm;
  startDate: string;
  /** The training's duration: a pay field for each of its years (36 months: three), all four while unknown. */
  durationMonths: number | null;
  errors: Record<string, string>;
  onChange: (field: keyof PayForm, value: number | string | boolean) => void;
}) {
  const startYear = trainingStartYear(startDate || null);
  const years = trainingYearsFor(durationMonths);
  const minimums = years.map((y) => minimumTrainingPayCents(startYear, y));
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        {years.map((year, i) => (
          <NumberInput
            key={year}
            label={`${year}. Ausbildungsjahr (€ im Monat)`}
            min={0}
            max={100_000}
            allowDecimal={false}
            value={form[PAY_FIELDS[i]]}
            onChange={(v) => onChange(PAY_FIELDS[i], v)}
            error={errors[PAY_FIELDS[i]]}
          />
        ))}
      </Group>
      {minimums[0] != null ? (
        <Text size="sm" c="gray.7">
          Mindestausbildungsvergütung nach § 17 BBiG bei Beginn {startYear}: {minimums.map((m) => formatEuroCents(m!)).join(' / ')}{' '}
          {years.length > 1 ? `im 1. bis ${years.length}. Jahr` : 'im 1. Jahr'}
          {isAnnouncedStartYear(startYear) ? '' : ' (Beträge des letzten bekannt gegebenen Jahres)'}.
        </Text>
      ) : null}
      <Checkbox
        label="Für diese Ausbildung gilt ein verbindlicher Tarifvertrag (dann darf die Vergütung nach § 17 Abs. 3 BBiG darunter liegen)"
        checked={form.collective_agreement}
        onChange={(e) => onChange('collective_agreement', e.currentTarget.checked)}
      />
    </Stack>
  );
}
