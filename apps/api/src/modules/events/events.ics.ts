// The "In den Kalender" file: one VEVENT made with the `ics` library (RFC 5545). Times are written in UTC
// (DTSTART:…Z), which every calendar shows in its own zone, so an event at 18:00 in Berlin stays at 18:00
// Berlin time winter and summer alike.
import { createEvent } from 'ics';
import { eventAddress, type TEvent } from '@oabat/domain/events';
import { excerptOf } from '@oabat/domain/posts';

export function eventIcs(e: TEvent, publicUrl: string): string {
  const url = `${publicUrl}/event/${e.slug}`;
  const address = eventAddress(e);
  const { error, value } = createEvent({
    productId: 'oabat/events',
    uid: `event-${e.id}@${new URL(publicUrl).hostname}`,
    title: e.title,
    description: `${excerptOf(e.description, 2000)}\n\n${e.online_url ? `Online: ${e.online_url}\n` : ''}${url}`,
    start: Date.parse(e.start_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(e.end_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(address ? { location: address } : e.online_url ? { location: e.online_url } : {}),
    url,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('ics failed');
  return value;
}
