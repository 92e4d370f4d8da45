import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { checkoutKeys } from '../../../lib/query-keys';

export const deleteBasketItem = (id: number) =>
  api.delete('v1/userbaskets', { json: { id } }).json<ApiResponse<{ id: number }>>();

export const useDeleteBasketItem = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBasketItem,
    onSettled: () => client.invalidateQueries({ queryKey: checkoutKeys.basket() }),
  });
};
