// Answers within a deadline: the business's open interests and deadline, template answers, public answer figures.
import { useQuery } from '@tanstack/react-query';
import type { AnswerTemplate, TAnswerResult, TAnswerStats, TOpenInterest, TResponseDeadline } from '@oabat/domain/answers';
import { api } from '../../../lib/api.ts';

export const OPEN_INTERESTS_KEY = ['job-interests', 'open'] as const;
export const useOpenInterests = () =>
  useQuery({ queryKey: OPEN_INTERESTS_KEY, queryFn: () => api<{ data: TOpenInterest[] }>('GET', '/api/job_interests/open').then((r) => r.data) });
export const useResponseDeadline = () =>
  useQuery({
    queryKey: ['business', 'response-deadline'],
    queryFn: () => api<{ data: TResponseDeadline }>('GET', '/api/business/response-deadline').then((r) => r.data.days),
  });
export const setResponseDeadline = (days: number) => api('PUT', '/api/business/response-deadline', { body: { days } });
export const answerInterest = (id: number, template: AnswerTemplate) =>
  api<{ data: TAnswerResult }>('POST', `/api/job_interests/${id}/answer`, { body: { template } }).then((r) => r.data);
export const useAnswerStats = (slug: string) =>
  useQuery({
    queryKey: ['answer-stats', slug],
    queryFn: () => api<{ data: TAnswerStats | null }>('GET', `/api/v2/business/${encodeURIComponent(slug)}/answer-stats`).then((r) => r.data),
  });
