import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse, type MakePaymentData, type OrderItem } from '@lms/shared';
import { checkoutKeys } from '../../../lib/query-keys';

/** Creates the order (spec §7 POST /v1/orders/makepayment); the server prices every line. */
export const postMakePayment = (items: OrderItem[]) =>
  api.post('v1/orders/makepayment', { json: items }).json<ApiResponse<MakePaymentData>>();

export const useMakePayment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postMakePayment,
    onSuccess: ({ data }) => {
      // A card order keeps the basket until the provider confirms; the others empty it now.
      if (data.status !== 'pending')
        void client.invalidateQueries({ queryKey: checkoutKeys.basket() });
    },
  });
};
