import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  basketKey,
  basketViewQuery,
  useSessionStore,
  type ApiRequestError,
  type ApiResponse,
} from '@lms/shared';

export const postUserBasket = (courseId: number) =>
  api.post('v1/userbaskets', { json: { courseId } }).json<ApiResponse<unknown>>();

/**
 * Adds a course to the basket (spec §7 POST /v1/userbaskets), then refreshes checkout's basket
 * by its key: the header's count and the cart read it again. "Already in your basket" (409)
 * for a course that is in it counts as added: the cart is where the person wanted to go.
 */
export const useAddToBasket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: number) => {
      try {
        return await postUserBasket(courseId);
      } catch (error) {
        if ((error as ApiRequestError).status !== 409) throw error;
        // The check reads the basket afresh into its entry: nothing is left to refresh after it.
        const { token } = useSessionStore.getState();
        const basket = await queryClient.fetchQuery({ ...basketViewQuery(token), staleTime: 0 });
        if (!basket?.data.some((item) => item.courseId === courseId)) throw error;
        return null;
      }
    },
    onSuccess: (added) =>
      added ? queryClient.invalidateQueries({ queryKey: basketKey }) : undefined,
  });
};
