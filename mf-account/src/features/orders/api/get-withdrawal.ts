import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type Withdrawal } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/** What the buyer may still withdraw from in an order, seat by seat, and until when. */
export const getWithdrawal = (trackingId: string) =>
  api.get(`v1/orders/withdrawal/${encodeURIComponent(trackingId)}`).json<ApiResponse<Withdrawal>>();

export const withdrawalQuery = (trackingId: string) =>
  queryOptions({
    queryKey: accountKeys.withdrawal(trackingId),
    queryFn: () => getWithdrawal(trackingId),
    staleTime: 0,
  });

/** Asked when the dialog opens: the server decides what is still open. */
export const useWithdrawal = (trackingId: string, enabled: boolean) =>
  useQuery({ ...withdrawalQuery(trackingId), enabled });
