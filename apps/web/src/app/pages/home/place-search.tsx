// Place input of the home page: postal code or city with suggestions, then the search of the category. Before the app
// has started it is a plain GET form to /suche (`ort`, `kategorie`), whose results the server renders (issue #34).
import { useEffect, useState, type FormEvent } from 'react';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TLocation } from '@oabat/domain/locations';
import { api, normaliseError } from '../../../lib/api.ts';
import { AppButton } from '../../../components/app-button.tsx';

const CATEGORIES = [
  { value: 'ausbildung', label: 'Ausbildung' },
  { value: 'praktikum', label: 'Praktikum' },
  { value: 'unternehmen', label: 'Unternehmen' },
];

export function PlaceSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('ausbildung');
  const [options, setOptions] = useState<TLocation[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setOptions([]);
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      api<{ data: TLocation[] }>('POST', '/api/search/autocomplete_city', { body: { search: q, limit: 6 }, signal: ctrl.signal }).then(
        (r) => setOptions(r.data),
        () => {},
      );
    }, 200);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [text]);

  const label = (l: TLocation) => (l.postal_code ? `${l.postal_code} ${l.name}` : l.name);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const q = text.trim();
    if (!q) {
      setError('Bitte gib eine Postleitzahl oder einen Ort ein.');
      return;
    }
    try {
      const picked =
        options.find((o) => label(o) === q) ??
        (await api<{ data: TLocation[] }>('POST', '/api/search/autocomplete_city', { body: { search: q, limit: 1 } })).data[0];
      if (!picked) {
        setError(`Zu „${q}“ haben wir keinen Ort gefunden.`);
        return;
      }
      navigate(`/${category}/${picked.slug}`);
    } catch (err) {
      setError(normaliseError(err).message);
    }
  }

  return (
    <form onSubmit={submit} role="search" aria-label="Ausbildung und Praktikum in deiner Nähe suchen" action="/suche" method="get">
      <Stack gap="sm">
        {/* Full width with narrow padding: all three words fit a 360 px phone. */}
        <SegmentedControl
          fullWidth
          value={category}
          onChange={setCategory}
          name="kategorie"
          data={CATEGORIES}
          aria-label="Was suchst du?"
          styles={{ label: { paddingInline: 2, fontSize: 'clamp(0.75rem, 3.4vw, 0.875rem)' } }}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          {/* The browser's own suggestion list: no extra code on the first page a visitor loads. */}
          <TextInput
            label="Postleitzahl oder Ort"
            placeholder="z. B. 94032 oder Passau"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            name="ort"
            list="place-suggestions"
            style={{ flex: '1 1 240px' }}
            error={error}
            autoComplete="off"
          />
          <datalist id="place-suggestions">
            {options.map((o) => (
              <option key={`${o.slug}-${o.postal_code}`} value={label(o)} />
            ))}
          </datalist>
          <AppButton type="submit" size="large">
            Suchen
          </AppButton>
        </Group>
        <Text size="sm" c="gray.7">
          Kostenlos und ohne Anmeldung.
        </Text>
      </Stack>
    </form>
  );
}
