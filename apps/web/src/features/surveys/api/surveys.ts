// Survey cards: the shell's open cards and answer, and the admin's definitions, results and CSV export.
import { useQuery } from '@tanstack/react-query';
import type { TAdminSurvey, TSurveyCard, TSurveyInput } from '@oabat/domain/surveys';
import { api } from '../../../lib/api.ts';
import { downloadWithToken } from '../../../lib/upload.ts';

export const useOpenSurveys = () =>
  useQuery({ queryKey: ['surveys-open'], staleTime: Infinity, queryFn: () => api<{ data: TSurveyCard[] }>('GET', '/api/surveys/open').then((r) => r.data) });
export const answerSurvey = (id: number, answer: number) => api('POST', `/api/surveys/${id}/answer`, { body: { answer } });

export const adminSurveysKey = ['admin-surveys'] as const;
export const useAdminSurveys = () =>
  useQuery({ queryKey: adminSurveysKey, queryFn: () => api<{ data: TAdminSurvey[] }>('GET', '/api/v2/admin/surveys').then((r) => r.data) });
export const createSurvey = (body: TSurveyInput) => api<{ data: TAdminSurvey }>('POST', '/api/v2/admin/surveys', { body }).then((r) => r.data);
export const updateSurvey = (id: number, body: TSurveyInput) => api<{ data: TAdminSurvey }>('PUT', `/api/v2/admin/surveys/${id}`, { body }).then((r) => r.data);
export const deleteSurvey = (id: number) => api('DELETE', `/api/v2/admin/surveys/${id}`);
export const downloadSurveyCsv = (s: TAdminSurvey) =>
  downloadWithToken(`/api/v2/admin/surveys/${s.id}/export`, `umfrage-${s.name.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`, 'Der Export ist fehlgeschlagen.');
