// Events (02 §7): GET /api/events (channel), GET/PUT /api/events/{id}, POST /api/events; the .ics download of a page.
import { useQuery } from '@tanstack/react-query';
import type { TEvent, TEventFields, TEventQuery, TEventUpdate } from '@oabat/domain/events';
import type { TChannel } from '@oabat/domain/regions';
import { api } from '../../../lib/api.ts';

export type EventListParams = Partial<TEventQuery>;

export const eventKey = (ref: string) => ['event', ref] as const;
export const getEvent = (ref: string) => api<{ data: TEvent }>('GET', `/api/events/${encodeURIComponent(ref)}`).then((r) => r.data);
export const useEvent = (ref: string | undefined) => useQuery({ queryKey: eventKey(ref ?? ''), queryFn: () => getEvent(ref!), enabled: !!ref, retry: false });

export const useEvents = (p: EventListParams | null) =>
  useQuery({
    queryKey: ['events', p ?? {}],
    queryFn: ({ signal }) => api<{ data: TEvent[] }>('GET', '/api/events', { query: { ...p }, signal }).then((r) => r.data),
    enabled: !!p,
  });

export const useChannels = (enabled: boolean) =>
  useQuery({
    queryKey: ['channels'],
    queryFn: () => api<{ data: TChannel[] }>('GET', '/api/channels').then((r) => r.data),
    enabled,
  });

export const createEvent = (event: TEventFields) => api<{ data: TEvent }>('POST', '/api/events', { body: { event } }).then((r) => r.data);
export const updateEvent = (ref: string, event: TEventUpdate) =>
  api<{ data: TEvent }>('PUT', `/api/events/${encodeURIComponent(ref)}`, { body: { event } }).then((r) => r.data);
export const eventIcsUrl = (slug: string) => `/api/events/${encodeURIComponent(slug)}/ics`;
