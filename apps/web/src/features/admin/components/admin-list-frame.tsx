// The frame of the operator's lists (/admin/betriebe, /admin/schulen, /admin/regionen): title, CSV download,
// filter bar, the count, loading and error states and the pager; the page brings its table and its panel.
import { useState, type ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { AppButton } from '../../../components/app-button.tsx';
import { normaliseError } from '../../../lib/api.ts';
import { AdminListFilters, AdminPager, type ListFilter } from './admin-list-filters.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Option {
  value: string;
  label: string;
}
export interface ListPage {
  total: number;
  current_page: number;
  last_page: number;
  data: unknown[];
}

/** Filter, page and the opened row as URL parameters (?suche=&kanal=&abo=&seite=&<openParam>=), so reloads and links keep the view. */
export function listParams(next: ListFilter & { page?: number; open?: number | null }, openParam: string) {
  const p = new URLSearchParams();
  if (next.search) p.set('suche', next.search);
  if (next.channel) p.set('kanal', next.channel);
  if (next.subscription_type) p.set('abo', String(next.subscription_type));
  if (next.page && next.page > 1) p.set('seite', String(next.page));
  if (next.open) p.set(openParam, String(next.open));
  return p;
}

export function AdminListFrame({
  title,
  exportCsv,
  filter,
  onFilter,
  channels,
  subscriptionTypes,
  searchLabel,
  list,
  count,
  none,
  loadError,
  onPage,
  children,
  panel,
}: {
  title: string;
  exportCsv: () => Promise<unknown>;
  filter: ListFilter;
  onFilter: (next: ListFilter) => void;
  channels: Option[];
  subscriptionTypes?: Option[];
  searchLabel: string;
  list: { data?: ListPage; error: unknown };
  /** "1 Schule" / "12 Schulen". */
  count: (total: number) => string;
  none: string;
  loadError: string;
  onPage: (page: number) => void;
  /** The table of the current page (shown when it has rows). */
  children: ReactNode;
  panel?: ReactNode;
}) {
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  async function runExport() {
    setExportError(null);
    setExporting(true);
    try {
      await exportCsv();
    } catch (err) {
      setExportError(normaliseError(err).message);
    } finally {
      setExporting(false);
    }
  }
  const page = list.data;
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{title}</Title>
          <AppButton design="primary-flat" loading={exporting} onClick={runExport}>
            Als CSV herunterladen
          </AppButton>
        </Group>
        <ErrorNotice error={exportError} title="Fehler" />
        <AdminListFilters value={filter} onChange={onFilter} channels={channels} subscriptionTypes={subscriptionTypes} searchLabel={searchLabel} />
        {list.error ? <ErrorNotice error={loadError} /> : null}
        {page ? (
          <>
            <Text aria-live="polite">{count(page.total)}</Text>
            {page.data.length ? children : <Text>{none}</Text>}
            <AdminPager page={page.current_page} lastPage={page.last_page} onPage={onPage} />
          </>
        ) : list.error ? null : (
          <Loading />
        )}
      </Stack>
      {panel}
    </Container>
  );
}
