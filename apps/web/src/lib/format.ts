import { formatDateTime } from '@oabat/domain/dates';
// How sizes and times read on the page, in German: one formatting for every list that shows them.

/** "340 KB", "1,5 MB" (at least 1 KB, so a tiny file never reads as 0). */
export const fileSizeLabel = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

/** "26.11.26, 14:05:09": a moment to the second, as journeys and recordings list them. */
export const dateTimeLabel = (iso: string) => formatDateTime(iso, 'seconds');
