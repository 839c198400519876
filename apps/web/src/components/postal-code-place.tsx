// Postal code with place autocomplete (issue #36, 3.): typing digits offers "94032 Passau", choosing one fills both
// fields; the place stays editable for a postal code with several places.
import { useEffect, useState } from 'react';
import { Autocomplete, Group, TextInput } from '@mantine/core';
import type { TLocation } from '@oabat/domain/locations';
import { api } from '../lib/api.ts';

export function PostalCodePlace({
  postalCode,
  city,
  onChange,
  errors,
}: {
  postalCode: string;
  city: string;
  onChange: (v: { postal_code: string; city: string }) => void;
  errors: { postal_code?: string; city?: string };
}) {
  const [options, setOptions] = useState<TLocation[]>([]);
  useEffect(() => {
    const q = postalCode.trim();
    if (!/^\d{2,5}$/.test(q)) {
      setOptions([]);
      return;
    }
    const ctrl = new AbortController();
    api<{ data: TLocation[] }>('POST', '/api/search/autocomplete_city', { body: { search: q, limit: 8 }, signal: ctrl.signal }).then(
      (r) => {
        setOptions(r.data);
        // A complete postal code of one place fills the place by itself.
        const exact = r.data.filter((l) => l.postal_code === q);
        if (exact.length === 1 && !city) onChange({ postal_code: q, city: exact[0].name });
      },
      () => {},
    );
    return () => ctrl.abort();
    // `city` and `onChange` are read, not watched: the lookup follows the digits only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postalCode]);
  const label = (l: TLocation) => `${l.postal_code ?? ''} ${l.name}`.trim();
  return (
    <Group grow align="flex-start">
      <Autocomplete
        label="Postleitzahl"
        inputMode="numeric"
        autoComplete="postal-code"
        required
        value={postalCode}
        data={[...new Set(options.map(label))]}
        filter={({ options: o }) => o}
        onChange={(v) => {
          const chosen = options.find((l) => label(l) === v);
          if (chosen?.postal_code) onChange({ postal_code: chosen.postal_code, city: chosen.name });
          else onChange({ postal_code: v.replace(/\D/g, '').slice(0, 5), city });
        }}
        error={errors.postal_code}
      />
      <TextInput
        label="Ort"
        autoComplete="address-level2"
        required
        value={city}
        onChange={(e) => onChange({ postal_code: postalCode, city: e.currentTarget.value })}
        error={errors.city}
      />
    </Group>
  );
}
