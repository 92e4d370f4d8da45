import { useMutation } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';

/** Whether this person may be enrolled in the course (spec §7 POST /v1/orders/checkparty). */
export const postCheckParty = (courseId: number, partyEmail: string) =>
  api.post('v1/orders/checkparty', { json: { courseId, partyEmail } }).json<ApiResponse<boolean>>();

/** Checks one person against every course of the basket, in turn; the first refusal rejects. */
export const useCheckParty = () =>
  useMutation({
    mutationFn: async ({ courseIds, partyEmail }: { courseIds: number[]; partyEmail: string }) => {
      for (const courseId of courseIds) await postCheckParty(courseId, partyEmail);
    },
  });
