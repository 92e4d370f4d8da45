import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type OrderItem } from '@lms/shared';
import type { OrderContracts } from '@lms/shared/contracts';
import { checkoutKeys } from '../../../lib/query-keys';

/**
 * The contracts of the order these items would place (POST /v1/orders/contracts, the
 * same body as makepayment): both texts as the server renders them, and the hash makepayment
 * takes as the buyer's acceptance. In the buyer's language (the client sends Accept-Language).
 */
export const postOrderContracts = (items: OrderItem[]) =>
  api.post('v1/orders/contracts', { json: items }).json<ApiResponse<OrderContracts>>();

export const orderContractsQuery = (items: OrderItem[], locale: string, enabled: boolean) => ({
  queryKey: checkoutKeys.contracts(items, locale),
  queryFn: () => postOrderContracts(items),
  enabled,
  // The texts name today's prices and settings: read them again each time the dialog opens.
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

export const useOrderContracts = (items: OrderItem[], locale: string, enabled: boolean) =>
  useQuery(orderContractsQuery(items, locale, enabled));
