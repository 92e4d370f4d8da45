import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { SubscribePayload } from '@lms/shared/contracts';

/** The footer's newsletter sign-up (spec §7 POST /v1/subscribers/subscribe). */
export const postSubscribe = (payload: SubscribePayload) =>
  api.post('v1/subscribers/subscribe', { json: payload }).json<ApiResponse<null>>();

export const useSubscribe = () => useMutation({ mutationFn: postSubscribe });
