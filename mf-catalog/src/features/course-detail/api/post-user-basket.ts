import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';

export const postUserBasket = (courseId: number) =>
  api.post('v1/userbaskets', { json: { courseId } }).json<ApiResponse<unknown>>();

/** Adds a course to the basket, then refreshes checkout's basket (spec §7 POST /v1/userbaskets). */
export const useAddToBasket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUserBasket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['checkout', 'basket'] }),
  });
};
