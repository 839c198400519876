// Apprenticeship search by pay: "Vergütung im 1. Jahr ab" (filter) and "Beste Vergütung zuerst" (sort), kept in the
// URL (verguetung_ab, sortierung=verguetung) so a search can be shared and paged.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Group, NativeSelect, NumberInput } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';

/** The pay part of a search from the URL, as GET /api/search takes it. */
export function payQuery(query: URLSearchParams): { sort?: 'pay'; filters?: string } {
  const min = Number(query.get('verguetung_ab'));
  return {
    ...(query.get('sortierung') === 'verguetung' ? { sort: 'pay' as const } : {}),
    ...(Number.isInteger(min) && min > 0 && min <= 100_000 ? { filters: JSON.stringify({ min_pay_year_1: min }) } : {}),
  };
}

export function PayFilter() {
  const [query, setQuery] = useSearchParams();
  const [min, setMin] = useState<number | string>(query.get('verguetung_ab') ?? '');
  // The address last asked for, until the page shows it: a sort chosen right after "Filtern" (a quick hand on a slow
  // phone, or input held until the app loaded and replayed at once) must keep the filter, not build on the old address.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [query]);
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(asked.current ?? query);
    if (value) next.set(key, value);
    else next.delete(key);
    asked.current = next;
    setQuery(next, { replace: true });
  };
  function apply(e: FormEvent) {
    e.preventDefault();
    update('verguetung_ab', min === '' ? '' : String(Math.round(Number(min))));
  }
  return (
    <form onSubmit={apply} aria-label="Vergütung">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Vergütung im 1. Jahr ab (€ im Monat)"
          min={0}
          max={100_000}
          allowDecimal={false}
          value={min}
          onChange={setMin}
          style={{ flex: '0 1 240px' }}
        />
        <AppButton type="submit" design="primary-flat">
          Filtern
        </AppButton>
        <NativeSelect
          label="Sortierung"
          value={query.get('sortierung') ?? ''}
          onChange={(e) => update('sortierung', e.currentTarget.value)}
          data={[
            { value: '', label: 'Passend zur Suche' },
            { value: 'verguetung', label: 'Beste Vergütung zuerst' },
          ]}
          style={{ flex: '0 1 220px' }}
        />
      </Group>
    </form>
  );
}
