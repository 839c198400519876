// The URL-kept state of an admin list of businesses (/admin/betriebe, /admin/abonnements): search, channel and
// subscription type filters, page and open business (?suche=&kanal=&abo=&seite=&betrieb=), the list itself and
// the filter options.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ZAdminBusinessQuery } from '@oabat/domain/admin-businesses';
import { useAdminBusinesses, useChannels, useSubscriptionTypes } from '../api/admin-businesses.ts';
import type { ListFilter } from './admin-list-filters.tsx';
import { listParams } from './admin-list-frame.tsx';

export function useAdminBusinessList() {
  const [params, setParams] = useSearchParams();
  // The same schema the API checks the query with: a hand-edited URL that fails it shows the unfiltered first page.
  const raw = {
    search: params.get('suche') ?? '',
    channel: params.get('kanal') ?? '',
    subscription_type: params.get('abo') || undefined,
    page: params.get('seite') || undefined,
  };
  const parsed = ZAdminBusinessQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : ZAdminBusinessQuery.parse({});
  const filter: ListFilter = { search: query.search, channel: query.channel, subscription_type: query.subscription_type };
  const openId = Number(params.get('betrieb')) || null;

  const list = useAdminBusinesses(query);
  const channels = useChannels();
  const types = useSubscriptionTypes();
  const channelOptions = useMemo(() => (channels.data ?? []).map((c) => ({ value: c.slug, label: c.name })), [channels.data]);
  const typeOptions = useMemo(() => (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name })), [types.data]);
  const navigate = (next: ListFilter & { page?: number; open?: number | null }) => setParams(listParams(next, 'betrieb'));
  const here = { ...filter, page: query.page };
  return { filter, openId, list, channelOptions, typeOptions, navigate, here };
}
