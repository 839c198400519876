// The superadmin's /timer page: GET /api/admin/schedules and POST /api/admin/schedules/{name}/run.
import { useQuery } from '@tanstack/react-query';
import type { TSchedule, TScheduleRun } from '@oabat/domain/admin-timer';
import { api } from '../../../lib/api.ts';

export const schedulesKey = ['admin-schedules'] as const;
export const useSchedules = () =>
  useQuery({ queryKey: schedulesKey, queryFn: () => api<{ data: TSchedule[] }>('GET', '/api/admin/schedules').then((r) => r.data) });
export const runSchedule = (name: string) => api<{ data: TScheduleRun }>('POST', `/api/admin/schedules/${encodeURIComponent(name)}/run`);
