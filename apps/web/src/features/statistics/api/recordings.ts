// Session recordings of one account (issue #17): GET /api/admin/analytics/users/{id}/recordings and .../{recordingId}.
import { useQuery } from '@tanstack/react-query';
import type { TRecording, TRecordingSummary } from '@oabat/domain/session-replay';
import { api } from '../../../lib/api.ts';

const base = (userId: string) => `/api/admin/analytics/users/${encodeURIComponent(userId)}/recordings`;

export const useRecordings = (userId: string) =>
  useQuery({
    queryKey: ['session-recordings', userId],
    queryFn: () => api<{ data: TRecordingSummary[] }>('GET', base(userId)).then((r) => r.data),
    retry: false,
  });

export const useRecording = (userId: string, recordingId: string | null) =>
  useQuery({
    queryKey: ['session-recording', userId, recordingId],
    queryFn: () => api<{ data: TRecording }>('GET', `${base(userId)}/${encodeURIComponent(recordingId!)}`).then((r) => r.data),
    enabled: !!recordingId,
    retry: false,
  });
