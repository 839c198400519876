// Apprenticeship search by pay: "Vergütung im 1. Jahr ab" (filter) and "Beste Vergütung zuerst" (sort), kept in the
// URL (verguetung_ab, sortierung=verguetung) so a search can be shared and paged. A plain GET form too: sent before the
// app has started it reloads the same search with the filter, the rest of the address kept in hidden fields (issue #34).
// "Nur faire Vergütung" (faire_verguetung=1) keeps the apprenticeships with the fair pay mark (issue #36).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Checkbox, Group, NativeSelect, NumberInput } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';

/** The pay part of a search from the URL, as GET /api/search takes it. */
export function payQuery(query: URLSearchParams): { sort?: 'pay'; filters?: string } {
  const min = Number(query.get('verguetung_ab'));
  const filters = {
    ...(Number.isInteger(min) && min > 0 && min <= 100_000 ? { min_pay_year_1: min } : {}),
    ...(query.get(FAIR_PAY_PARAM) === '1' ? { fair_pay: true } : {}),
  };
  return {
    ...(query.get('sortierung') === 'verguetung' ? { sort: 'pay' as const } : {}),
    ...(Object.keys(filters).length ? { filters: JSON.stringify(filters) } : {}),
  };
}
const FAIR_PAY_PARAM = 'faire_verguetung';
const OWN_KEYS = new Set(['verguetung_ab', 'sortierung', FAIR_PAY_PARAM]);

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
    <form onSubmit={apply} aria-label="Vergütung" method="get">
      {[...query].map(([key, value]) => (OWN_KEYS.has(key) ? null : <input key={`${key}=${value}`} type="hidden" name={key} value={value} />))}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Vergütung im 1. Jahr ab (€ im Monat)"
          min={0}
          max={100_000}
          allowDecimal={false}
          value={min}
          onChange={setMin}
          name="verguetung_ab"
          style={{ flex: '0 1 240px' }}
        />
        <AppButton type="submit" design="primary-flat">
          Filtern
        </AppButton>
        <Checkbox
          label="Nur faire Vergütung"
          // On a phone the explanation would push the first result below the fold (360 x 740: the cards start there).
          description={
            <Box component="span" visibleFrom="sm">
              mindestens gesetzliche Mindestvergütung oder Tarifvertrag
            </Box>
          }
          name={FAIR_PAY_PARAM}
          value="1"
          checked={query.get(FAIR_PAY_PARAM) === '1'}
          onChange={(e) => update(FAIR_PAY_PARAM, e.currentTarget.checked ? '1' : '')}
          style={{ flex: '0 0 auto', alignSelf: 'center' }}
        />
        <NativeSelect
          label="Sortierung"
          value={query.get('sortierung') ?? ''}
          onChange={(e) => update('sortierung', e.currentTarget.value)}
          name="sortierung"
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
