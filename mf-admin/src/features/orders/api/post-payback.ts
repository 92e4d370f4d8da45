import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminPayback, AdminPaybackRequest } from '@lms/shared/contracts';
import { adminKeys } from '../../../lib/query-keys';

/**
 * POST /v1/admin/orders/{id}/paybacks/{eventId}: finance sent a bank refund's money back, with
 * the bank reference or a note. A repeat with the same reference marks nothing twice.
 */
export const postPayback = ({
  trackingId,
  eventId,
  payload,
}: {
  trackingId: string;
  eventId: number;
  payload: AdminPaybackRequest;
}) =>
  api
    .post(`v1/admin/orders/${encodeURIComponent(trackingId)}/paybacks/${eventId}`, {
      json: payload,
    })
    .json<ApiResponse<{ id: number; paidBack: AdminPayback }>>();

export const useMarkPaidBack = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPayback,
    // The order, the list filtered by refunds owed and the dashboard's figure all change.
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
