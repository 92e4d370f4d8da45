import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  myOrdersRootKey,
  type ApiResponse,
  type MakePaymentData,
  type OrderItem,
} from '@lms/shared';
import { CONTRACTS_ACCEPTED_HEADER, IDEMPOTENCY_KEY_HEADER } from '@lms/shared/contracts';
import { checkoutKeys } from '../../../lib/query-keys';

export interface MakePaymentInput {
  items: OrderItem[];
  /** One key per payment attempt: a repeat with the same key gets the same order back. */
  idempotencyKey: string;
  /** The hash of the contracts the buyer accepted; none for a free order. */
  contractsHash?: string;
}

/** Creates the order (spec §7 POST /v1/orders/makepayment); the server prices every line. */
export const postMakePayment = ({ items, idempotencyKey, contractsHash }: MakePaymentInput) =>
  api
    .post('v1/orders/makepayment', {
      json: items,
      headers: {
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
        ...(contractsHash ? { [CONTRACTS_ACCEPTED_HEADER]: contractsHash } : {}),
      },
    })
    .json<ApiResponse<MakePaymentData>>();

export const useMakePayment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postMakePayment,
    // Whatever the answer, the basket may have changed on the server (emptied by a transfer or
    // free order, or found empty by a repeat): the header badge and the cart read it again.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: checkoutKeys.basket() }),
        client.invalidateQueries({ queryKey: myOrdersRootKey }),
      ]),
  });
};
