// The search form: place (postal code or city, or the browser's position), radius and an optional text. A plain GET
// form to /suche with the page's query names, so it works before the app has started (issue #34).
import { useState, type FormEvent } from 'react';
import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { isPostalCodeQuery, NEARBY_LABEL, NEARBY_SLUG } from '@oabat/domain/locations';
import type { SearchCategory } from '@oabat/domain/search';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { findPlace } from '../api/locations.ts';
import { placeSlug, searchHref } from './search-paths.ts';

const RADII = [5, 10, 25, 50, 100, 200];

const unknownPlaceMessage = (q: string) => (isPostalCodeQuery(q) ? `Die Postleitzahl „${q}“ kennen wir nicht.` : `Zu „${q}“ haben wir keinen Ort gefunden.`);

export function SearchForm({
  category,
  initialPlace,
  radius,
  term,
  unknownPlace,
}: {
  category: SearchCategory;
  initialPlace: string;
  radius: number;
  term: string;
  /** A place sent by the plain form that matches none: kept in the field with the answer. */
  unknownPlace?: string;
}) {
  const navigate = useNavigate();
  const [place, setPlace] = useState(unknownPlace ?? initialPlace);
  const [km, setKm] = useState(String(radius));
  const [text, setText] = useState(term);
  const [error, setError] = useState<string | null>(unknownPlace ? unknownPlaceMessage(unknownPlace) : null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const q = place.trim();
    if (!q) {
      setError('Bitte gib eine Postleitzahl oder einen Ort ein.');
      return;
    }
    setBusy(true);
    try {
      const found = await findPlace(q);
      if (!found) {
        setError(unknownPlaceMessage(q));
        return;
      }
      navigate(searchHref(category, placeSlug(found, isPostalCodeQuery(q)), { radius: Number(km), term: text.trim() || undefined }));
    } catch (err) {
      setError(normaliseError(err).message);
    } finally {
      setBusy(false);
    }
  }

  function nearby() {
    if (!navigator.geolocation) {
      setError('Dein Browser kann deinen Standort nicht bestimmen.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        navigate(
          searchHref(category, NEARBY_SLUG, {
            radius: Number(km),
            term: text.trim() || undefined,
            latitude: pos.coords.latitude,
            longitude: pos.coords.longitude,
          }),
        ),
      () => setError('Wir durften deinen Standort nicht verwenden. Gib bitte einen Ort ein.'),
    );
  }

  return (
    <form onSubmit={submit} role="search" aria-label="Suche" action="/suche" method="get">
      <input type="hidden" name="kategorie" value={category} />
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Postleitzahl oder Ort"
            placeholder="z. B. 94032 oder Passau"
            value={place}
            onChange={(e) => setPlace(e.currentTarget.value)}
            name="ort"
            error={error}
            autoComplete="postal-code"
            style={{ flex: '1 1 200px' }}
          />
          <NativeSelect
            label="Umkreis"
            value={km}
            onChange={(e) => setKm(e.currentTarget.value)}
            name="umkreis"
            data={RADII.map((r) => ({ value: String(r), label: `${r} km` }))}
            style={{ flex: '0 0 110px' }}
          />
          <TextInput
            label="Beruf oder Stichwort"
            placeholder="z. B. Kauffrau"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            name="q"
            style={{ flex: '1 1 200px' }}
          />
        </Group>
        <Group gap="sm">
          <AppButton type="submit" loading={busy}>
            Suchen
          </AppButton>
          <AppButton type="button" design="primary-flat" onClick={nearby}>
            {NEARBY_LABEL} verwenden
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
