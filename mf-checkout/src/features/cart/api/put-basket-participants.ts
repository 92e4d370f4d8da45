import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  type ApiResponse,
  type BasketParticipantsPayload,
  type BasketResponse,
  type Participant,
} from '@lms/shared';
import { checkoutKeys } from '../../../lib/query-keys';

/** Keeps the cart's participants with the basket, so a reload finds them again. */
export const putBasketParticipants = (participants: Participant[]) =>
  api
    .put('v1/userbaskets/participants', {
      json: { participants } satisfies BasketParticipantsPayload,
    })
    .json<ApiResponse<unknown>>();

export const useSaveBasketParticipants = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putBasketParticipants,
    // One save at a time, in the order the changes were made: the last list wins.
    scope: { id: 'checkout-basket-participants' },
    onSuccess: (_response, participants) =>
      // The basket list carries them on its first item (spec §3); keep the cache in step.
      client.setQueryData<BasketResponse | null>(checkoutKeys.basket(), (basket) =>
        basket && basket.data.length > 0
          ? {
              ...basket,
              data: basket.data.map((item, index) =>
                index === 0 ? { ...item, participantEmails: participants } : item,
              ),
            }
          : basket,
      ),
  });
};
