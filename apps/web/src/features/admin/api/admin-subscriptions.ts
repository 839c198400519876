// The admin's subscription calls (02 §7 Admin): create for a business (with send_confirmation_mail), change, delete,
// the dummy preview, and the invoice list (/api/crm/invoices/). A business's subscriptions are read with the store's
// own call (useSubscriptions), which the admin may read for any business.
import { useQuery } from '@tanstack/react-query';
import type { TAdminSubscriptionInput, TAdminSubscriptionUpdate, TInvoice, TSubscription, TSubscriptionPreview } from '@oabat/domain/store';
import type { Page } from '@oabat/domain/common';
import { api } from '../../../lib/api.ts';

const subs = (businessId: number) => `/api/v2/business/${businessId}/subscriptions`;

export const createAdminSubscription = (businessId: number, body: TAdminSubscriptionInput) =>
  api<{ data: TSubscription }>('POST', subs(businessId), { body }).then((r) => r.data);
export const updateAdminSubscription = (businessId: number, subId: number, body: TAdminSubscriptionUpdate) =>
  api<{ data: TSubscription }>('PUT', `${subs(businessId)}/${subId}`, { body }).then((r) => r.data);
export const deleteAdminSubscription = (businessId: number, subId: number) => api<void>('DELETE', `${subs(businessId)}/${subId}`);

/** The dummy preview: what a subscription of this product would look like for the business (nothing is stored). */
export const useSubscriptionPreview = (businessId: number, productId: number | null) =>
  useQuery({
    queryKey: ['admin-subscription-dummy', businessId, productId ?? 0],
    enabled: productId !== null,
    queryFn: () => api<{ data: TSubscriptionPreview }>('GET', `/api/v2/admin/subscriptions/${businessId}/${productId}/dummy`).then((r) => r.data),
  });

export const crmInvoicesKey = (businessId: number) => ['admin-crm-invoices', businessId] as const;
/** The business's invoices and credit notes, newest first, from the admin's list. */
export const useCrmInvoices = (businessId: number) =>
  useQuery({
    queryKey: crmInvoicesKey(businessId),
    queryFn: () => api<Page<TInvoice>>('GET', '/api/crm/invoices/', { query: { business_id: businessId } }),
  });
