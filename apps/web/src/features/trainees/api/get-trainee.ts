// GET /api/trainee/{id}: the trainee's own profile with its completeness.
import { useQuery } from '@tanstack/react-query';
import type { TTrainee } from '@oabat/domain/trainees';
import { api } from '../../../lib/api.ts';

export const traineeKey = (id: number) => ['trainee', id] as const;
export const useTrainee = (id: number | undefined) =>
  useQuery({
    queryKey: traineeKey(id ?? 0),
    enabled: !!id,
    retry: false,
    queryFn: () => api<{ data: TTrainee }>('GET', `/api/trainee/${id}`).then((r) => r.data),
  });
