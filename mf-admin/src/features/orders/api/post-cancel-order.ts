import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { OrderStatusValue } from '@lms/shared/contracts';
import { orderKeys } from './order-keys';

/** Cancels an unpaid order (POST …/cancel); a repeat answers with the cancelled order. */
export const postCancelOrder = (trackingId: string) =>
  api
    .post(`v1/admin/orders/${encodeURIComponent(trackingId)}/cancel`)
    .json<ApiResponse<{ trackingId: string; status: OrderStatusValue }>>();

export const useCancelOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCancelOrder,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all() }),
  });
};
