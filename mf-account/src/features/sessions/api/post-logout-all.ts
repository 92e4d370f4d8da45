import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';

/** Sign out everywhere: every session of the user ends, this one included. */
export const postLogoutAll = () => api.post('v1/auth/logout-all').json<ApiResponse<null>>();

export const useLogoutAll = () => useMutation({ mutationFn: postLogoutAll });
