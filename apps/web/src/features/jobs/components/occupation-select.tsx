// Occupation picker: type a few letters, pick one of the real apprenticeship occupations (GET /api/system_jobs).
import { useState } from 'react';
import { Select } from '@mantine/core';
import { useOccupations } from '../api/jobs.ts';

export function OccupationSelect({
  value,
  initialLabel,
  onChange,
  error,
}: {
  value: number | null;
  initialLabel: string | null;
  onChange: (id: number | null, label: string | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState(initialLabel ?? '');
  const { data = [] } = useOccupations(search);
  const options = data.map((o) => ({ value: String(o.id), label: o.name }));
  if (value && initialLabel && !options.some((o) => o.value === String(value))) options.unshift({ value: String(value), label: initialLabel });
  return (
    <Select
      label="Beruf"
      placeholder="Beruf suchen, z. B. Bäcker"
      searchable
      clearable
      data={options}
      value={value ? String(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(v, option) => onChange(v ? Number(v) : null, option?.label ?? null)}
      nothingFoundMessage="Kein Beruf gefunden"
      error={error}
      filter={({ options: o }) => o}
    />
  );
}
