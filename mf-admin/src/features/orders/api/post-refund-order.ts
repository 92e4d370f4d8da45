import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminRefundRequest, AdminRefundResult } from '@lms/shared/contracts';
import { orderKeys } from './order-keys';

/**
 * Refunds the chosen seats, or the whole order (POST …/refund). Seats refunded before are
 * skipped by the server, so a retry refunds nothing twice.
 */
export const postRefundOrder = ({
  trackingId,
  ...body
}: AdminRefundRequest & { trackingId: string }) =>
  api
    .post(`v1/admin/orders/${encodeURIComponent(trackingId)}/refund`, { json: body })
    .json<ApiResponse<AdminRefundResult>>();

export const useRefundOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postRefundOrder,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all() }),
  });
};
