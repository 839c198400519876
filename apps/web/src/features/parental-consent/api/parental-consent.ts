// Parental consent (issue #19): the pupil's status, request and revoke; the parent's confirm and revoke by token.
import { useQuery } from '@tanstack/react-query';
import type { TParentalConsentChange, TParentalConsentMessage, TParentalConsentStatus } from '@oabat/domain/parental-consent';
import { api } from '../../../lib/api.ts';

export const PARENTAL_CONSENT_KEY = ['parental-consent'] as const;

export const useParentalConsent = (enabled = true) =>
  useQuery({
    queryKey: PARENTAL_CONSENT_KEY,
    queryFn: () => api<{ data: TParentalConsentStatus }>('GET', '/api/parental-consent').then((r) => r.data),
    enabled,
  });
export const requestConsent = (parent_email: string) =>
  api<{ data: TParentalConsentChange }>('POST', '/api/parental-consent', { body: { parent_email } }).then((r) => r.data);
export const revokeOwnConsent = () => api<{ data: TParentalConsentChange }>('DELETE', '/api/parental-consent').then((r) => r.data);
export const confirmByToken = (token: string) =>
  api<{ data: TParentalConsentMessage }>('POST', '/api/parental-consent/confirm', { body: { token } }).then((r) => r.data);
export const revokeByToken = (token: string) =>
  api<{ data: TParentalConsentMessage }>('POST', '/api/parental-consent/revoke', { body: { token } }).then((r) => r.data);
