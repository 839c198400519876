// Hours of an internship in the job editor: whom it takes, hours per day and week, working times and breaks, with the
// JArbSchG limits that apply to that age group (the rule is shown; the editor and the API check it).
import { Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { AGE_GROUP_LABELS, AGE_GROUPS, youthRuleText, type AgeGroup } from '@oabat/domain/youth-protection';

export interface HoursForm {
  age_group: AgeGroup | '';
  daily_hours: number | string;
  weekly_hours: number | string;
  work_start: string;
  work_end: string;
  break_minutes: number | string;
}
export const NO_HOURS: HoursForm = { age_group: '', daily_hours: '', weekly_hours: '', work_start: '', work_end: '', break_minutes: '' };

export function InternshipHoursFields({
  form,
  errors,
  onChange,
}: {
  form: HoursForm;
  errors: Record<string, string>;
  onChange: (field: keyof HoursForm, value: number | string) => void;
}) {
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Für wen ist das Praktikum?"
        value={form.age_group}
        onChange={(e) => onChange('age_group', e.currentTarget.value)}
        data={[
          { value: '', label: 'Keine Angabe (es gelten die Grenzen für unter 15-Jährige)' },
          ...AGE_GROUPS.map((g) => ({ value: g, label: AGE_GROUP_LABELS[g] })),
        ]}
        error={errors.age_group}
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Stunden am Tag"
          min={0}
          max={24}
          step={0.25}
          decimalScale={2}
          decimalSeparator=","
          value={form.daily_hours}
          onChange={(v) => onChange('daily_hours', v)}
          error={errors.daily_hours}
        />
        <NumberInput
          label="Stunden in der Woche"
          min={0}
          max={168}
          step={0.25}
          decimalScale={2}
          decimalSeparator=","
          value={form.weekly_hours}
          onChange={(v) => onChange('weekly_hours', v)}
          error={errors.weekly_hours}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          type="time"
          label="Arbeitsbeginn"
          value={form.work_start}
          onChange={(e) => onChange('work_start', e.currentTarget.value)}
          error={errors.work_start}
        />
        <TextInput
          type="time"
          label="Arbeitsende"
          value={form.work_end}
          onChange={(e) => onChange('work_end', e.currentTarget.value)}
          error={errors.work_end}
        />
        <NumberInput
          label="Pausen (Minuten am Tag)"
          min={0}
          max={600}
          allowDecimal={false}
          value={form.break_minutes}
          onChange={(v) => onChange('break_minutes', v)}
          error={errors.break_minutes}
        />
      </Group>
      <Text size="sm" c="gray.7">
        {youthRuleText(form.age_group || null)}
      </Text>
    </Stack>
  );
}
