// Store (02 §7): products, purchase, the business's subscriptions with cancellation, its invoices and their files,
// and the billing address the checkout fills in (the businesses module's call).
import { useQuery } from '@tanstack/react-query';
import type { TBillingAddress } from '@oabat/domain/businesses';
import type { TBuyInput, TInvoice, TProductCatalogue, TSubscription } from '@oabat/domain/store';
import { api } from '../../../lib/api.ts';
import { downloadWithToken } from '../../../lib/upload.ts';

export const useCatalogue = () => useQuery({ queryKey: ['store-products'], queryFn: () => api<TProductCatalogue>('GET', '/api/store/products') });
export const useProducts = () => {
  const q = useCatalogue();
  return { ...q, data: q.data?.data };
};

export const buyProduct = (productId: number, body: TBuyInput) =>
  api<{ data: TSubscription }>('POST', `/api/store/products/${productId}/buy`, { body }).then((r) => r.data);

export const subscriptionsKey = (businessId: number) => ['store-subscriptions', businessId] as const;
export const useSubscriptions = (businessId: number | undefined) =>
  useQuery({
    queryKey: subscriptionsKey(businessId ?? 0),
    queryFn: () => api<{ data: TSubscription[] }>('GET', `/api/v2/business/${businessId}/subscriptions`).then((r) => r.data),
    enabled: !!businessId,
  });
export const cancelSubscription = (businessId: number, subId: number) =>
  api<{ data: TSubscription }>('POST', `/api/v2/business/${businessId}/subscriptions/${subId}/cancel`).then((r) => r.data);

export const invoicesKey = (businessId: number) => ['store-invoices', businessId] as const;
export const useInvoices = (businessId: number | undefined) =>
  useQuery({
    queryKey: invoicesKey(businessId ?? 0),
    queryFn: () => api<{ data: TInvoice[] }>('GET', `/api/v2/business/${businessId}/invoices`).then((r) => r.data),
    enabled: !!businessId,
  });

export type InvoiceFormat = 'pdf' | 'xrechnung' | 'facturx';
export function downloadInvoice(businessId: number, inv: TInvoice, format: InvoiceFormat) {
  const base = `/api/v2/business/${businessId}/invoices/${inv.id}`;
  const [path, name] =
    format === 'pdf'
      ? [`${base}/pdf`, `${inv.number}.pdf`]
      : format === 'xrechnung'
        ? [`${base}/einvoice?format=xrechnung`, `${inv.number}-xrechnung.xml`]
        : [`${base}/einvoice?format=facturx`, `${inv.number}-zugferd.pdf`];
  return downloadWithToken(path, name, 'Die Rechnung ließ sich nicht laden. Bitte versuche es erneut.');
}

export const useBilling = (businessId: number | undefined) =>
  useQuery({
    queryKey: ['billing-address', businessId ?? 0],
    queryFn: () => api<{ data: TBillingAddress | null }>('GET', `/api/v2/business/${businessId}/billing_address`).then((r) => r.data),
    enabled: !!businessId,
  });
export const saveBilling = (businessId: number, body: TBillingAddress) =>
  api<{ data: TBillingAddress }>('POST', `/api/v2/business/${businessId}/billing_address`, { body }).then((r) => r.data);
