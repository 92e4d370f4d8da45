import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  myOrdersRootKey,
  type ApiResponse,
  type WithdrawRequest,
  type WithdrawResult,
} from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/** Withdraws from these seats of the buyer's paid order: refunded through the payment provider. */
export const postWithdraw = (trackingId: string, body: WithdrawRequest) =>
  api
    .post(`v1/orders/withdraw/${encodeURIComponent(trackingId)}`, { json: body })
    .json<ApiResponse<WithdrawResult>>();

export const useWithdraw = (trackingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawRequest) => postWithdraw(trackingId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myOrdersRootKey }),
        queryClient.invalidateQueries({ queryKey: accountKeys.withdrawal(trackingId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.courses() }),
      ]),
  });
};
