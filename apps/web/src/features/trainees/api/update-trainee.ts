// PUT /api/trainee/{id}; POST /api/interests/{traineeId} (first time) or PUT /api/trainee/{id}/interests/{interestId}.
import type { TInterestInput, TInterestSaved, TTrainee, TTraineeUpdate } from '@oabat/domain/trainees';
import { api } from '../../../lib/api.ts';

export const updateTrainee = (id: number, body: TTraineeUpdate) => api<{ data: TTrainee }>('PUT', `/api/trainee/${id}`, { body }).then((r) => r.data);

export function saveInterest(trainee: TTrainee, body: Partial<TInterestInput>) {
  return (
    trainee.interest
      ? api<{ data: TInterestSaved }>('PUT', `/api/trainee/${trainee.id}/interests/${trainee.interest.id}`, { body })
      : api<{ data: TInterestSaved }>('POST', `/api/interests/${trainee.id}`, { body })
  ).then((r) => r.data.trainee);
}
