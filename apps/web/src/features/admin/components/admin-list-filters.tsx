// The filter bar of the operator's organisation lists: a search text (sent on submit), a channel and, where the
// list has them, a subscription type (applied at once).
import { useEffect, useState, type FormEvent } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';

export interface ListFilter {
  search: string;
  channel: string;
  subscription_type?: number;
}
interface Option {
  value: string;
  label: string;
}

export function AdminListFilters({
  value,
  onChange,
  channels,
  subscriptionTypes,
  searchLabel,
  error,
}: {
  value: ListFilter;
  onChange: (next: ListFilter) => void;
  channels: Option[];
  subscriptionTypes?: Option[];
  searchLabel: string;
  error?: Record<string, string>;
}) {
  const [search, setSearch] = useState(value.search);
  useEffect(() => setSearch(value.search), [value.search]);
  function submit(e: FormEvent) {
    e.preventDefault();
    onChange({ ...value, search: search.trim() });
  }
  return (
    <form onSubmit={submit} role="search" aria-label="Liste filtern">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={searchLabel}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={100}
          error={error?.search}
          style={{ flex: '1 1 16rem' }}
        />
        <Select
          label="Kanal"
          data={[{ value: '', label: 'Alle Kanäle' }, ...channels]}
          value={value.channel}
          allowDeselect={false}
          searchable
          nothingFoundMessage="Kein Kanal gefunden"
          onChange={(v) => onChange({ ...value, channel: v ?? '' })}
          style={{ flex: '0 1 14rem' }}
        />
        {subscriptionTypes ? (
          <Select
            label="Abo-Art"
            data={[{ value: '', label: 'Alle Abo-Arten' }, ...subscriptionTypes]}
            allowDeselect={false}
            value={value.subscription_type ? String(value.subscription_type) : ''}
            onChange={(v) => onChange({ ...value, subscription_type: v ? Number(v) : undefined })}
            style={{ flex: '0 1 12rem' }}
          />
        ) : null}
        <AppButton type="submit">Suchen</AppButton>
      </Group>
    </form>
  );
}

/** "Zurück" / "Seite n von m" / "Weiter": buttons with names, for keyboards and screen readers alike. */
export function AdminPager({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label="Seiten">
      <AppButton size="small" design="primary-flat" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Zurück
      </AppButton>
      <span aria-live="polite">
        Seite {page} von {lastPage}
      </span>
      <AppButton size="small" design="primary-flat" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Weiter
      </AppButton>
    </Group>
  );
}
