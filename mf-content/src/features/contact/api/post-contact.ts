import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse, type ContactMessage } from '@lms/shared';

export const postContact = (message: ContactMessage) =>
  api.post('v1/contacts', { json: message }).json<ApiResponse<null>>();

export const usePostContact = () => useMutation({ mutationFn: postContact });
